"use client";

import type { z } from "zod";

import { api } from "@/components/data/api";
import type { LoginInput, RegisterInput } from "@/lib/auth/contract";

import type { CurrentUser } from "./use-current-user";

// The login and register pages keep zod out of their first load: the account
// schema comes from the contract chunk the form's validation loads anyway.
const currentUserSchema = () => import("@/lib/auth/contract").then((m) => m.currentUserSchema);

/**
 * The documented error rule (docs/product-rules.md#errors): a non-OK response becomes an error whose
 * text is the JSON `message`, else the response text, else the caller's
 * fallback, which a dropped connection gets too.
 */
const send = <T>(path: string, body: unknown, fallback: string, schema?: () => Promise<z.ZodType<T>>) =>
  api<T>(path, { method: "POST", body, schema, fallback, plainTextErrors: true });

export const loginRequest = (input: LoginInput) =>
  send<CurrentUser>("/api/auth/login", input, "Login failed", currentUserSchema);

export const registerRequest = (input: RegisterInput & { email?: string }) =>
  send<CurrentUser>("/api/auth/register", input, "Registration failed", currentUserSchema);

export const logoutRequest = () => send<unknown>("/api/auth/logout", undefined, "Logout failed");
