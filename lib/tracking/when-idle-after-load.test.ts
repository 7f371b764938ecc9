/** @jest-environment jsdom */
import { whenIdleAfterLoad } from "./when-idle-after-load";

let idleCallbacks: (() => void)[];
let readyState: DocumentReadyState;
beforeEach(() => {
  idleCallbacks = [];
  readyState = "loading";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  window.requestIdleCallback = ((cb: () => void) => idleCallbacks.push(cb)) as typeof window.requestIdleCallback;
});

describe("whenIdleAfterLoad", () => {
  it("waits for the load event, then for the browser to be idle", () => {
    const task = jest.fn();
    whenIdleAfterLoad(task);
    expect(idleCallbacks).toHaveLength(0);
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    expect(idleCallbacks).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page that has already loaded, waits only for idle", () => {
    readyState = "complete";
    const task = jest.fn();
    whenIdleAfterLoad(task);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
