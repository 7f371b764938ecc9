import { transaction } from "@/lib/db";
import { savePriceList } from "@/lib/price-list";
import { DEFAULT_PRICE_LIST } from "@/lib/pricing";
import { call } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";

import { GET } from "./route";

beforeEach(() => resetDb());

const get = () => call(GET, "/api/prices", { method: "GET" });

describe("GET /api/prices", () => {
  it("gives the buy forms the price list checkout charges: the default, then the owner's, briefly cacheable", async () => {
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=3");
    expect(await first.json()).toEqual({ version: 0, prices: DEFAULT_PRICE_LIST, promotions: [] });

    const prices = structuredClone(DEFAULT_PRICE_LIST);
    prices.explorer.fils = 1_900;
    await transaction((tx) => savePriceList(tx, { prices, baseVersion: 0, by: "owner" }));
    expect(await (await get()).json()).toMatchObject({ version: 1, prices: { explorer: { fils: 1_900 } } });
  });
});
