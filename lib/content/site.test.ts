import { parseContactSettings } from "@/lib/env/contact";
import { identityFromSettings } from "@/lib/env/identity";

import type * as SiteModule from "./site";

/** lib/content/site.ts as a build with these settings would inline it (next.config.ts copies them). */
function siteBuiltWith(settings: Record<string, string>) {
  const before = { contact: process.env.STORE_BUILD_CONTACT, identity: process.env.STORE_BUILD_IDENTITY };
  const contact = parseContactSettings(settings);
  process.env.STORE_BUILD_CONTACT = JSON.stringify(contact);
  process.env.STORE_BUILD_IDENTITY = JSON.stringify(identityFromSettings(settings, contact));
  let mod!: typeof SiteModule;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof SiteModule>("./site");
  });
  for (const [key, value] of [
    ["STORE_BUILD_CONTACT", before.contact],
    ["STORE_BUILD_IDENTITY", before.identity],
  ] as const)
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
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

  it("shows the demo business's plainly fictional address when nothing was set (production requires one)", () => {
    const { site, whatsappHref, identity } = siteBuiltWith({});
    expect(site.contact.supportEmail).toBe("support@trendboost.example");
    expect(identity.name).toMatch(/التجريبية/);
    expect(whatsappHref()).toBeNull();
    expect(site.social).toEqual([]);
  });

  it("states VAT at the configured rate when registered, and no VAT at all when not", () => {
    expect(siteBuiltWith({ VAT_REGISTERED: "true", VAT_PERCENT: "5" }).priceTerms).toBe(
      "الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة (5%)",
    );
    expect(siteBuiltWith({ VAT_REGISTERED: "false" }).priceTerms).not.toMatch(/ضريبة|%/);
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
