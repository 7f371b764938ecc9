"use client";

import { useEffect, useRef } from "react";

/** Waits `ms`; an abort ends the wait at once (with the signal's AbortError). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    function stop() {
      clearTimeout(timer);
      reject(abortError());
    }
    signal?.addEventListener("abort", stop, { once: true });
  });
}

const abortError = () => new DOMException("aborted", "AbortError");

export interface PollOptions<T> {
  /** Between two answers. */
  intervalMs: number;
  /** Stop with this answer. */
  until: (value: T) => boolean;
  /**
   * A failed call: the delay before trying again (the `failures` in a row so
   * far, from 1), or null to give up with the error. Default: give up.
   */
  retry?: (error: unknown, failures: number) => number | null;
  /** Wait `intervalMs` before the first call too. */
  delayFirst?: boolean;
  signal?: AbortSignal;
  /** Tests pass an instant sleep. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Calls `fn` every `intervalMs` until `until` accepts its answer, and
 * resolves with that answer. Errors end the polling unless `retry` gives a
 * delay. An abort of `signal` ends it with an AbortError, also mid-wait.
 */
export async function poll<T>(fn: (signal?: AbortSignal) => Promise<T>, options: PollOptions<T>): Promise<T> {
  const { signal, intervalMs } = options;
  const wait = options.sleep ?? sleep;
  let failures = 0;
  if (options.delayFirst) await wait(intervalMs, signal);
  for (;;) {
    if (signal?.aborted) throw abortError();
    let value: T;
    try {
      value = await fn(signal);
      failures = 0;
    } catch (error) {
      if (signal?.aborted) throw error;
      const delay = options.retry?.(error, ++failures) ?? null;
      if (delay === null) throw error;
      await wait(delay, signal);
      continue;
    }
    if (options.until(value)) return value;
    await wait(intervalMs, signal);
  }
}

export interface UsePollingOptions<T> {
  /** Stop once an answer meets this. */
  until: (value: T) => boolean;
  /** Polls only while true; turning it false stops the polling, turning it true starts again. */
  enabled?: boolean;
  /** Wait one interval before the first call (the page already shows an answer). Read when polling (re)starts. */
  delayFirst?: boolean;
}

/**
 * Polls `fn` every `intervalMs` from mount until `until` accepts an answer,
 * `enabled` turns false or the component unmounts (the pending wait is
 * cancelled and `fn` gets an aborted signal). `fn` handles its own errors: one
 * that throws stops the polling. The latest `fn` and `until` are used without
 * restarting.
 */
export function usePolling<T>(
  fn: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  { until, enabled = true, delayFirst = false }: UsePollingOptions<T>,
): void {
  const latest = useRef({ fn, until, delayFirst });
  useEffect(() => {
    latest.current = { fn, until, delayFirst };
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const signal = controller.signal;
    poll(() => latest.current.fn(signal), {
      intervalMs,
      until: (value) => latest.current.until(value),
      delayFirst: latest.current.delayFirst,
      signal,
    }).catch((error: unknown) => {
      // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
      if (!signal.aborted) console.error("[poll] stopped", error);
    });
    return () => controller.abort();
  }, [enabled, intervalMs]);
}
