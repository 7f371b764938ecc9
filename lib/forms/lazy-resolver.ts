"use client";

import { useEffect } from "react";

import type { FieldErrors, FormResolver, ResolverResult } from "./form-state";

/**
 * A form resolver (form-state.ts) whose validation code (zod and the shared schema,
 * ~30 KB gzip) is a separate chunk, loaded after the page has painted and
 * hydrated instead of with it: the login, register and free-offer pages then
 * ship about the same first-load JavaScript as the rest of the store. The form
 * validates exactly as with the schema's resolver; a submit that comes before
 * the chunk has arrived waits for it. When the chunk cannot be loaded (the
 * connection dropped), the submit is stopped with a form-level error
 * (`errors.root`) that the form shows in its banner, and the next submit tries
 * again: nothing reaches the server unchecked.
 */
export interface LazyResolver<TValues, TOutput = TValues> extends FormResolver<TValues, TOutput> {
  preload: () => Promise<unknown>;
}

export const FORM_CHECK_UNAVAILABLE_MESSAGE = "تعذر الاتصال بالمتجر. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.";

export function lazyResolver<TValues, TOutput = TValues>(
  load: () => Promise<FormResolver<TValues, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<FormResolver<TValues, TOutput>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver = (async (values: TValues): Promise<ResolverResult<TValues, TOutput>> => {
    let loaded: FormResolver<TValues, TOutput>;
    try {
      loaded = await get();
    } catch (error) {
      // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
      console.error("[forms] validation could not be loaded", error);
      const errors = { root: { type: "unavailable", message: FORM_CHECK_UNAVAILABLE_MESSAGE } };
      return { values: {}, errors: errors as FieldErrors<TValues> };
    }
    return loaded(values);
  }) as LazyResolver<TValues, TOutput>;
  resolver.preload = () => get().catch(() => undefined);
  return resolver;
}

/** Fetches the resolver's chunk once the browser is idle after the form mounts. */
export function usePreloadWhenIdle(resolver: { preload: () => Promise<unknown> }): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => void resolver.preload(), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => void resolver.preload(), 200);
    return () => window.clearTimeout(id);
  }, [resolver]);
}
