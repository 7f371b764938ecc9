"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * Loads a part of a page as its own chunk once, sharing the one request; a
 * failed load (a dropped connection) is forgotten, so the next call tries again.
 */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | null = null;
  return () =>
    (chunk ??= load().catch((e: unknown) => {
      chunk = null;
      throw e;
    }));
}

/**
 * A checkout page's view that only shows once an answer is in (the order, the
 * signed-in payer): fetched at mount, beside that answer, so it is not in the
 * page's first-load JavaScript and the page waits for nothing more than before.
 * `failed` when the chunk did not arrive; `retry` fetches it again.
 */
export function useChunk<T>(load: () => Promise<T>): { module: T | null; failed: boolean; retry: () => void } {
  const [module, setModule] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    load().then(
      (m) => {
        setModule(() => m);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [load]);
  useEffect(retry, [retry]);
  return { module, failed, retry };
}
