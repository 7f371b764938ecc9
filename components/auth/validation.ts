import { loginSchema, registerFormSchema, type LoginInput, type RegisterFormInput } from "@/lib/auth/contract";
import { schemaResolver } from "@/lib/forms/contract";

// The auth forms' validation: loaded as its own chunk (lib/forms/lazy-resolver.ts).
export const loginResolver = schemaResolver<LoginInput, LoginInput>(loginSchema);
export const registerResolver = schemaResolver<RegisterFormInput, RegisterFormInput>(registerFormSchema);
