"use client";

import type { LoginInput, RegisterInput } from "@/lib/auth/contract";

import type { CurrentUser } from "./use-current-user";

/**
 * The documented error rule (docs/product-rules.md#errors): a non-OK response becomes an error whose
 * text is the JSON `message`, else the response text, else the status; the
 * caller's fallback when even that is empty.
 */
async function send<T>(path: string, body: unknown, fallback: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error(`${path} failed`, error);
    throw new Error(fallback);
  }
  const text = await res.text();
  if (!res.ok) {
    let message = "";
    try {
      const json = JSON.parse(text) as { message?: unknown };
      if (typeof json.message === "string") message = json.message;
    } catch {
      message = text.trim().startsWith("<") ? "" : text.trim();
    }
    throw new Error(message || fallback);
  }
  return (text ? JSON.parse(text) : {}) as T;
}

export const loginRequest = (input: LoginInput) => send<CurrentUser>("/api/auth/login", input, "Login failed");

export const registerRequest = (input: RegisterInput) =>
  send<CurrentUser>("/api/auth/register", input, "Registration failed");

export const logoutRequest = () => send<{ success: boolean }>("/api/auth/logout", undefined, "Logout failed");
