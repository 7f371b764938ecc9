import { buildSettingsWarnings } from "./contract";

describe("settings fixed at build", () => {
  it("says nothing when the configured VAT rate is the one the pages state", () => {
    expect(buildSettingsWarnings({ VAT_PERCENT: 15 }, 15)).toEqual([]);
  });

  it("tells the operator to rebuild when APP_URL changed after the build (the link previews name it)", () => {
    expect(
      buildSettingsWarnings({ VAT_PERCENT: 15, APP_URL: "https://shop.example/" }, 15, "https://shop.example"),
    ).toEqual([]);
    // A store on this machine alone is previewed by nobody (a trial, the browser tests).
    expect(
      buildSettingsWarnings({ VAT_PERCENT: 15, APP_URL: "http://127.0.0.1:4000" }, 15, "http://localhost:3000"),
    ).toEqual([]);
    expect(
      buildSettingsWarnings({ VAT_PERCENT: 15, APP_URL: "https://shop.example" }, 15, "http://localhost:3000"),
    ).toEqual([
      expect.stringMatching(
        /APP_URL is https:\/\/shop.example but this build's link previews name http:\/\/localhost:3000: rebuild/,
      ),
    ]);
  });

  it("tells the operator to rebuild when VAT_PERCENT changed after the build", () => {
    expect(buildSettingsWarnings({ VAT_PERCENT: 5 }, 15)).toEqual([
      expect.stringMatching(/VAT_PERCENT is 5 but this build's pages state 15%: rebuild/),
    ]);
  });
});

describe("the VAT rate of the build", () => {
  const builtWith = async (value: string | undefined): Promise<number> => {
    let rate = NaN;
    if (value === undefined) delete process.env.STORE_BUILD_VAT_PERCENT;
    else process.env.STORE_BUILD_VAT_PERCENT = value;
    try {
      await jest.isolateModulesAsync(async () => {
        rate = (await import("./contract")).BUILD_VAT_PERCENT;
      });
    } finally {
      delete process.env.STORE_BUILD_VAT_PERCENT;
    }
    return rate;
  };

  it("is what next.config.ts inlined, 0 included, and the default without a build", async () => {
    expect(await builtWith("5")).toBe(5);
    expect(await builtWith("0")).toBe(0);
    expect(await builtWith(undefined)).toBe(15);
  });
});
