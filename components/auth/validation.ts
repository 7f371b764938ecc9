import { zodResolver } from "@hookform/resolvers/zod";

import { loginSchema, registerFormSchema } from "@/lib/auth/contract";

// The auth forms' validation: loaded as its own chunk (lib/forms/lazy-resolver.ts).
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerFormSchema);
