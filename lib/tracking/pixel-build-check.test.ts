import { trackingConfigWarnings } from "./pixel-build-check";

const PIXEL = "C8C3JPS5R0L0CKHEJ8K0";

describe("start-up check of the pixel built in against the one configured", () => {
  it("is quiet when both agree, with a token, or when tracking is off altogether", () => {
    expect(trackingConfigWarnings({ TIKTOK_PIXEL_ID: PIXEL, TIKTOK_ACCESS_TOKEN: "t" }, PIXEL)).toEqual([]);
    expect(trackingConfigWarnings({}, "")).toEqual([]);
  });

  it("says to rebuild when the runtime pixel differs from the build's, or the build has none", () => {
    expect(trackingConfigWarnings({ TIKTOK_PIXEL_ID: "OTHERPIXEL123", TIKTOK_ACCESS_TOKEN: "t" }, PIXEL)).toEqual([
      expect.stringMatching(
        /loads pixel C8C3JPS5R0L0CKHEJ8K0 .* TIKTOK_PIXEL_ID is OTHERPIXEL123.*never de-duplicated.*Rebuild/,
      ),
    ]);
    expect(trackingConfigWarnings({ TIKTOK_PIXEL_ID: PIXEL, TIKTOK_ACCESS_TOKEN: "t" }, "")).toEqual([
      expect.stringMatching(/this build has no pixel.*Rebuild \(npm run build\) with TIKTOK_PIXEL_ID set/),
    ]);
    expect(trackingConfigWarnings({}, PIXEL)).toEqual([expect.stringMatching(/TIKTOK_PIXEL_ID is not set/)]);
  });

  it("says a token or a pixel id alone sends nothing", () => {
    expect(trackingConfigWarnings({ TIKTOK_PIXEL_ID: PIXEL }, PIXEL)).toEqual([
      expect.stringMatching(/without TIKTOK_ACCESS_TOKEN/),
    ]);
    expect(trackingConfigWarnings({ TIKTOK_ACCESS_TOKEN: "t" }, "")).toEqual([
      expect.stringMatching(/without TIKTOK_PIXEL_ID/),
    ]);
  });
});
