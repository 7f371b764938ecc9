"use client";

import { useSyncExternalStore } from "react";

import { safeCallbackUrl } from "./callback-url";

const noop = () => () => {};

/**
 * Where to go after signing in: ?callbackUrl when it is a same-origin path,
 * else "/". Read from the address bar rather than useSearchParams so the login
 * and register pages prerender with their forms (no client-only bail-out).
 */
export function useCallbackUrl(): string {
  return useSyncExternalStore(
    noop,
    () => safeCallbackUrl(new URLSearchParams(window.location.search).get("callbackUrl")),
    () => "/",
  );
}

/** The other auth page, carrying the return address along. */
export function withCallback(path: string, callbackUrl: string): string {
  return callbackUrl === "/" ? path : `${path}?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
