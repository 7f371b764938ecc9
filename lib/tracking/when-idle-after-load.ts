/**
 * Runs `task` once the page has loaded and the browser is idle, so it never
 * competes with the first load, hydration or the largest paint. Returns a
 * function that cancels it (browser only).
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs = 4000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const idleThen = () => {
    if (cancelled) return;
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: timeoutMs })
      : window.setTimeout(task, 1500);
  };
  if (document.readyState === "complete") idleThen();
  else window.addEventListener("load", idleThen, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idleThen);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
