import { schemaResolver } from "@/lib/forms/contract";
import type { FreeViewsClaim, FreeViewsClaimInput } from "@/lib/free-views/contract";
import { freeViewsClaimSchema } from "@/lib/free-views/schemas";

// The claim form's validation: loaded as its own chunk (lib/forms/lazy-resolver.ts).
export const claimResolver = schemaResolver<FreeViewsClaimInput, FreeViewsClaim>(freeViewsClaimSchema);
