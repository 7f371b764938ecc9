"use client";

import { useCallback, useSyncExternalStore } from "react";

import { api, ApiError } from "@/components/data/api";
import type { CurrentUser } from "@/lib/auth/contract";

export type { CurrentUser };

type State = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

/**
 * The visitor's account, asked of GET /api/auth/current-user once per page load
 * and shared by every component (header, menus, dialogs). Pages stay static: the
 * server never reads the session to render them. 401 means signed out; no
 * retries and no refetch on focus (spec, section 7).
 */
let state: State = { status: "loading" };
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
  for (const l of listeners) l();
}

async function load(): Promise<void> {
  // No response schema: this runs on every page, most of which keep zod out of their first load.
  // api() reads every error body (an unread one keeps the request open in Chromium:
  // the page would never reach network idle).
  try {
    setState({ status: "signed-in", user: await api<CurrentUser>("/api/auth/current-user") });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.error("Failed to fetch current user", error);
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
