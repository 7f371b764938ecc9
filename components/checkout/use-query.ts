"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};
const read = () => `${window.location.pathname}${window.location.search}`;
const onServer = () => null;

/**
 * The address bar's query, or null while prerendering. Read directly (not
 * useSearchParams) so the checkout pages prerender their shell without a
 * client-only bail-out; each page is entered by a full load or a push, and
 * re-mounts when its query changes (the pages key their leaf on it).
 *
 * `path`: the page's own path. A client navigation renders the new page once
 * before the router writes the new address, so the address bar still holds
 * the previous page's query (the payment page's `?id=pay_…` read as an order
 * id: a 404 on every paid checkout). Until the address is this page's, the
 * query is null (the page shows it is loading); React reads the address again
 * after that render commits and renders once more with the right one.
 */
export function useQuery(path?: string): URLSearchParams | null {
  const address = useSyncExternalStore(noop, read, onServer);
  if (address === null) return null;
  const at = address.indexOf("?");
  const pathname = at === -1 ? address : address.slice(0, at);
  if (path !== undefined && pathname.replace(/\/+$/, "") !== path) return null;
  return new URLSearchParams(at === -1 ? "" : address.slice(at));
}

/** The first of `names` present in the query. */
export function firstParam(query: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = query.get(name);
    if (value) return value;
  }
  return null;
}
