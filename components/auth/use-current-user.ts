"use client";

import { useCallback, useSyncExternalStore } from "react";

import type { CurrentUser } from "@/lib/auth/contract";

import { SIGNED_IN_ATTRIBUTE, rememberAccount } from "./account-hint";

export type { CurrentUser };

type State = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

/**
 * The visitor's account, asked of GET /api/auth/current-user once per page load
 * and shared by every component (header, menus, dialogs). Pages stay static: the
 * server never reads the session to render them. A null answer (or a 401, from
 * an older server) means signed out; no retries and no refetch on focus
 * (docs/product-rules.md#accounts).
 */
let state: State = { status: "loading" };
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
  if (next.status === "signed-out") rememberAccount("signed-out");
  else if (next.status === "signed-in") rememberAccount(next.user.usedFreeViews ? "offer-used" : "signed-in");
  for (const l of listeners) l();
}

const loadSchema = () => import("@/lib/auth/contract");

// Not through components/data/api: this runs on every page, and needs none of
// its error texts (any failure means signed out), so the pages that
// make no other call do not carry api() in their first-load JavaScript.
async function load(): Promise<void> {
  // A visitor's answer is null and needs no schema: zod (about 100 KB) and the
  // account's schema load only for an account, never on a first visit from an
  // ad, where their start-up was a long task on a phone. A page the hint marks
  // as signed in fetches them beside the answer.
  const schema = document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE) ? loadSchema() : undefined;
  schema?.catch(() => undefined); // unused when the answer is null: no unhandled rejection
  try {
    const res = await fetch("/api/auth/current-user", { credentials: "include", cache: "no-store" });
    if (!res.ok) {
      // Read the error body even though nothing in it is needed: an unread body
      // keeps the request open in Chromium (the page never reaches network idle).
      await res.text().catch(() => "");
      // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
      if (res.status !== 401) console.error("Failed to fetch current user", res.status);
      setState({ status: "signed-out" });
      return;
    }
    const answer: unknown = await res.json();
    if (answer === null) {
      setState({ status: "signed-out" });
      return;
    }
    const { currentUserSchema } = await (schema ?? loadSchema());
    setState({ status: "signed-in", user: currentUserSchema.parse(answer) });
  } catch (error) {
    // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
    console.error("Failed to fetch current user", error);
    setState({ status: "signed-out" });
  }
}

/** Refetches after login, register or logout. */
export function refreshCurrentUser(): Promise<void> {
  inFlight = load();
  return inFlight;
}

/**
 * The account once it is known (waits for the first load if it is still
 * running): for a click that must not mistake "still loading" for "signed out".
 */
export async function whenCurrentUserKnown(): Promise<CurrentUser | null> {
  inFlight ??= load();
  await inFlight;
  return state.status === "signed-in" ? state.user : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  inFlight ??= load();
  return () => listeners.delete(listener);
}

const serverState: State = { status: "loading" };

export function useCurrentUser() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
  const refresh = useCallback(() => refreshCurrentUser(), []);
  return {
    user: current.status === "signed-in" ? current.user : null,
    loading: current.status === "loading",
    isAuthenticated: current.status === "signed-in",
    refresh,
  };
}

/** Test helper: forget what was loaded. */
export function resetCurrentUserForTests(): void {
  state = { status: "loading" };
  inFlight = undefined;
}
