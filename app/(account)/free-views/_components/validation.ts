import { zodResolver } from "@hookform/resolvers/zod";

import { freeViewsClaimSchema } from "@/lib/free-views/schemas";

// The claim form's validation: loaded as its own chunk (lib/forms/lazy-resolver.ts).
export const claimResolver = zodResolver(freeViewsClaimSchema);
