"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};
const read = () => window.location.search;
const onServer = () => null;

/**
 * The address bar's query, or null while prerendering. Read directly (not
 * useSearchParams) so the checkout pages prerender their shell without a
 * client-only bail-out; each page is entered by a full load or a push, and
 * re-mounts when its query changes (the pages key their leaf on it).
 */
export function useQuery(): URLSearchParams | null {
  const search = useSyncExternalStore(noop, read, onServer);
  return search === null ? null : new URLSearchParams(search);
}

/** The first of `names` present in the query. */
export function firstParam(query: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = query.get(name);
    if (value) return value;
  }
  return null;
}
