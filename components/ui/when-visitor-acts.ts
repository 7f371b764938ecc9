/** What counts as the visitor acting on the page: a touch or click, a key, a focus moved, a scroll. */
const EVENTS = ["pointerdown", "keydown", "focusin", "scroll"] as const;

/**
 * Runs `task` once, when the browser is next idle after the visitor first
 * acts on the page (touches, types, moves focus or scrolls); returns a
 * function that cancels it. For code a page may need soon but not to show
 * itself: the toaster, the phone menu's panel. A visitor from an ad reads the
 * page first, and on a phone the main thread stays free for the load and
 * hydration instead of evaluating chunks nobody has asked for yet (each one
 * a blocking task on a slow phone). Keyboard and screen-reader users move
 * focus before anything they do can raise a toast, so the toaster's live
 * region is in place by then. Browser only.
 */
export function whenVisitorActs(task: () => void): () => void {
  let idle: number | undefined;
  const options = { capture: true, passive: true } as const;
  const stopListening = () => EVENTS.forEach((name) => window.removeEventListener(name, acted, options));
  function acted() {
    stopListening();
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: 1000 })
      : window.setTimeout(task, 200);
  }
  EVENTS.forEach((name) => window.addEventListener(name, acted, options));
  return () => {
    stopListening();
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
