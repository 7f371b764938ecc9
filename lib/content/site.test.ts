import { parseContactSettings } from "@/lib/env/contact";

import type * as SiteModule from "./site";

/** lib/content/site.ts as a build with these settings would inline it (next.config.ts copies them). */
function siteBuiltWith(settings: Record<string, string>) {
  const before = process.env.STORE_BUILD_CONTACT;
  process.env.STORE_BUILD_CONTACT = JSON.stringify(parseContactSettings(settings));
  let mod!: typeof SiteModule;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof SiteModule>("./site");
  });
  if (before === undefined) delete process.env.STORE_BUILD_CONTACT;
  else process.env.STORE_BUILD_CONTACT = before;
  return mod;
}

describe("contact details come from the operator's settings, read at build", () => {
  it("shows what was set: support address, messaging-app number, social accounts", () => {
    const { site, whatsappHref } = siteBuiltWith({
      SUPPORT_EMAIL: "help@shop.ae",
      WHATSAPP_NUMBER: "+971 50 123 4567",
      SOCIAL_TIKTOK_URL: "https://www.tiktok.com/@shop",
      SOCIAL_X_URL: "https://x.com/shop",
    });
    expect(site.contact.supportEmail).toBe("help@shop.ae");
    expect(whatsappHref()).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
    expect(site.social).toEqual([
      { name: "تيك توك", href: "https://www.tiktok.com/@shop" },
      { name: "إكس", href: "https://x.com/shop" },
    ]);
  });

  it("shows nothing invented when nothing was set", () => {
    const { site, whatsappHref } = siteBuiltWith({});
    expect(site.contact.supportEmail).toBeNull();
    expect(whatsappHref()).toBeNull();
    expect(site.social).toEqual([]);
    expect(JSON.stringify(site)).not.toMatch(/example|971500000000/);
  });

  it("refuses settings that are not what they say, so the build stops with why", () => {
    expect(() =>
      parseContactSettings({
        SUPPORT_EMAIL: "not-an-address",
        WHATSAPP_NUMBER: "call me",
        SOCIAL_INSTAGRAM_URL: "http://evil.example/x",
      }),
    ).toThrow(/SUPPORT_EMAIL[\s\S]*WHATSAPP_NUMBER[\s\S]*SOCIAL_INSTAGRAM_URL/);
  });
});
