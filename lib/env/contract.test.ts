import { buildSettingsWarnings } from "./contract";
import { DEMO_IDENTITY, identityFromSettings } from "./identity";

const none = { supportEmail: null, whatsappNumber: null };
const demo = identityFromSettings({}, none);

describe("settings fixed at build", () => {
  it("says nothing when the configured identity is the one the pages state", () => {
    expect(buildSettingsWarnings({ IDENTITY: demo }, demo)).toEqual([]);
  });

  it("tells the operator to rebuild when APP_URL changed after the build (the link previews name it)", () => {
    expect(
      buildSettingsWarnings({ IDENTITY: demo, APP_URL: "https://shop.example/" }, demo, "https://shop.example"),
    ).toEqual([]);
    // A store on this machine alone is previewed by nobody (a trial, the browser tests).
    expect(
      buildSettingsWarnings({ IDENTITY: demo, APP_URL: "http://127.0.0.1:4000" }, demo, "http://localhost:3000"),
    ).toEqual([]);
    expect(
      buildSettingsWarnings({ IDENTITY: demo, APP_URL: "https://shop.example" }, demo, "http://localhost:3000"),
    ).toEqual([
      expect.stringMatching(
        /APP_URL is https:\/\/shop.example but this build's link previews name http:\/\/localhost:3000: rebuild/,
      ),
    ]);
  });

  it("names the identity settings changed after the build (the terms and footer state them)", () => {
    const runtime = identityFromSettings({ BUSINESS_NAME: "متجر آخر", VAT_PERCENT: "7" }, none);
    expect(buildSettingsWarnings({ IDENTITY: runtime }, demo)).toEqual([
      expect.stringMatching(/^\[env\] BUSINESS_NAME, VAT_PERCENT differ from what this build's pages .* rebuild/),
    ]);
  });
});

describe("the identity of the build", () => {
  const builtWith = async (value: string | undefined) => {
    let identity: unknown;
    if (value === undefined) delete process.env.STORE_BUILD_IDENTITY;
    else process.env.STORE_BUILD_IDENTITY = value;
    try {
      await jest.isolateModulesAsync(async () => {
        identity = (await import("./contract")).BUILD_IDENTITY;
      });
    } finally {
      delete process.env.STORE_BUILD_IDENTITY;
    }
    return identity;
  };

  it("is what next.config.ts inlined, and the demo identity without a build", async () => {
    const notRegistered = identityFromSettings({ BUSINESS_NAME: "متجر", VAT_REGISTERED: "false" }, none);
    expect(await builtWith(JSON.stringify(notRegistered))).toEqual(notRegistered);
    expect(await builtWith(undefined)).toMatchObject({ name: DEMO_IDENTITY.name, vat: DEMO_IDENTITY.vat });
  });
});
