/**
 * Runs `task` once the page has loaded and the browser is idle, so it never
 * competes with the first load, hydration or the largest paint (browser only).
 * Kept small on purpose: it is in every page's first-load JavaScript.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idleThen = () =>
    window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 4000 }) : setTimeout(task, 1500);
  if (document.readyState === "complete") idleThen();
  else window.addEventListener("load", idleThen, { once: true });
}
