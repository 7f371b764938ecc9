/** @jest-environment jsdom */
import { ACCOUNT_HINT_SCRIPT } from "@/components/auth/account-hint";

import { cacheFonts, FONTS_ATTRIBUTE, FONTS_COOKIE, FONTS_HINT_SCRIPT } from "./font-hint";

/** What the page's inline script (both hints, as app/layout.tsx writes it) marks on the next page load. */
const nextPageLoad = () => {
  document.documentElement.removeAttribute(FONTS_ATTRIBUTE);
  new Function(ACCOUNT_HINT_SCRIPT + FONTS_HINT_SCRIPT)();
  return document.documentElement.hasAttribute(FONTS_ATTRIBUTE);
};

/** A FontFaceSet whose load() finds a face for every font but `missing`. */
const fontSet = (missing?: string) => {
  const asked: [string, string | undefined][] = [];
  const set = {
    load: async (font: string, text?: string) => {
      asked.push([font, text]);
      return font === missing ? [] : [{} as FontFace];
    },
  } as unknown as FontFaceSet;
  return { set, asked };
};

afterEach(() => {
  document.cookie = `${FONTS_COOKIE}=; path=/; max-age=0`;
});

describe("Cairo after the first visit", () => {
  it("names no web font on a first visit, and fetches the four faces after it (not applying them)", async () => {
    expect(nextPageLoad()).toBe(false);
    const { set, asked } = fontSet();
    await expect(cacheFonts(set)).resolves.toBe(true);
    expect(asked).toEqual([
      ["400 16px cairoArabic", "ا"],
      ["700 16px cairoArabic", "ا"],
      ["400 16px cairoLatin", "a"],
      ["700 16px cairoLatin", "a"],
    ]);
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false); // this page keeps its face
    expect(nextPageLoad()).toBe(true);
  });

  it("writes no note when a face is not found, so the next visit paints in the fallback and tries again", async () => {
    await expect(cacheFonts(fontSet("700 16px cairoLatin").set)).resolves.toBe(false);
    expect(document.cookie).not.toContain(FONTS_COOKIE);
    expect(nextPageLoad()).toBe(false);
  });

  it("paints in the fallback when the cookie cannot be read (a sandboxed document), without an error", () => {
    document.cookie = `${FONTS_COOKIE}=1; path=/`;
    const cookie = jest.spyOn(Document.prototype, "cookie", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      expect(() => new Function(FONTS_HINT_SCRIPT)()).not.toThrow();
      expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
    } finally {
      cookie.mockRestore();
    }
  });
});

describe("the font cache leaf", () => {
  it("names the attribute the hint script sets (it does not import ./font-hint, which loads only when needed)", async () => {
    const { FONTS_ATTRIBUTE_NAME } = await import("./font-cache");
    expect(FONTS_ATTRIBUTE_NAME).toBe(FONTS_ATTRIBUTE);
  });
});
