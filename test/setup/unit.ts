import "@testing-library/jest-dom";

// A budget, not a speed target: on a machine shared by many processes a form
// test renders for seconds (its keys are typed without timers: test/support/user.ts).
jest.setTimeout(30_000);

// The contact details a build would inline (next.config.ts): the pages are
// tested as an operator's store shows them (lib/content/site.test.ts builds with others).
process.env.STORE_BUILD_CONTACT ??= JSON.stringify({
  supportEmail: "support@store.test",
  whatsappNumber: "971500000001",
  social: { tiktok: "https://www.tiktok.com/@trendboost", instagram: null, x: null },
});

import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";

// jsdom lacks a few browser APIs Radix primitives use (slider, dialog, tabs),
// and Web Crypto's digest and TextEncoder, which every browser has on https.
if (typeof window !== "undefined") {
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true });
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
