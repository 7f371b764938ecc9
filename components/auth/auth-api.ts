"use client";

import type { z } from "zod";

import { api } from "@/components/data/api";
import type { LoginInput, RegisteredUser, RegisterInput } from "@/lib/auth/contract";

import type { CurrentUser } from "./use-current-user";

// The login and register pages keep zod out of their first load: the account
// schema comes from the contract chunk the form's validation loads anyway.
const currentUserSchema = () => import("@/lib/auth/contract").then((m) => m.currentUserSchema);
const registeredUserSchema = () => import("@/lib/auth/contract").then((m) => m.registeredUserSchema);

/** The account calls' fallbacks when the server said nothing (docs/product-rules.md#errors). */
export const AUTH_FAILURES = {
  login: "تعذر تسجيل الدخول",
  registration: "تعذر إنشاء الحساب",
  logout: "تعذر تسجيل الخروج",
} as const;

/**
 * The documented error rule (docs/product-rules.md#errors): a non-OK response becomes an error whose
 * text is the JSON `message`, else the response text, else the caller's
 * fallback, which a dropped connection gets too.
 */
const send = <T>(path: string, body: unknown, fallback: string, schema?: () => Promise<z.ZodType<T>>) =>
  api<T>(path, { method: "POST", body, schema, fallback, plainTextErrors: true });

export const loginRequest = (input: LoginInput) =>
  send<CurrentUser>("/api/auth/login", input, AUTH_FAILURES.login, currentUserSchema);

export const registerRequest = (input: RegisterInput & { email?: string }) =>
  send<RegisteredUser>("/api/auth/register", input, AUTH_FAILURES.registration, registeredUserSchema);

export const logoutRequest = () => send<unknown>("/api/auth/logout", undefined, AUTH_FAILURES.logout);
