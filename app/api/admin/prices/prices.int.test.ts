import { db } from "@/lib/db";
import { getPanel } from "@/lib/smm-panel";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { checkServices } from "@/lib/fulfilment/services";
import { currentPriceList } from "@/lib/price-list";
import { DEFAULT_PRICE_LIST, type PriceList } from "@/lib/pricing";
import { callWithParams } from "@/test/support/auth";
import { newPayment } from "@/test/support/checkout";
import { resetDb } from "@/test/support/db";
import { signedInUser } from "@/test/support/users";

import { POST as pricesRoute } from "./route";

beforeEach(async () => {
  await resetDb();
  simulatedPanel.reset();
  await checkServices(getPanel(), { info: () => {}, warn: () => {} });
});

const save = (cookie: string, body: object, headers: Record<string, string> = {}) =>
  callWithParams(pricesRoute, "/api/admin/prices", {}, { body: JSON.stringify(body), headers: { cookie, ...headers } });

function list(change: (l: PriceList) => void = () => {}): PriceList {
  const l = structuredClone(DEFAULT_PRICE_LIST);
  change(l);
  return l;
}

describe("the console's price list", () => {
  it("is saved by an operator only, from the store's own pages", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    const prices = list((l) => (l.views.points[0] = { quantity: 5_000, fils: 400 }));
    expect((await save(customer.cookie, { baseVersion: 0, prices })).status).toBe(403);
    expect((await save(operator.cookie, { baseVersion: 0, prices }, { origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await currentPriceList()).version).toBe(0);
    expect(await db.operatorAction.count()).toBe(0);
  });

  it("is audited with who, when and the list before and after, and charged at once", async () => {
    const operator = await signedInUser("OPERATOR");
    const prices = list((l) => (l.views.points[0] = { quantity: 5_000, fils: 400 }));
    const res = await save(operator.cookie, { baseVersion: 0, prices });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, version: 1 });
    expect(await db.priceListVersion.findUniqueOrThrow({ where: { version: 1 } })).toMatchObject({
      createdBy: operator.username,
      createdAt: expect.any(Date),
    });
    expect(await db.operatorAction.findMany()).toEqual([
      expect.objectContaining({
        action: "price-list",
        operatorName: operator.username,
        before: expect.objectContaining({ version: 0 }),
        after: expect.objectContaining({ version: 1, prices: expect.objectContaining({ views: expect.anything() }) }),
      }),
    ]);
    expect((await newPayment({ serviceType: "views", serviceQuantity: 5_000 })).amount).toBe(4);

    // The editor was opened before that save: its save is refused, nothing overwritten.
    const stale = await save(operator.cookie, { baseVersion: 0, prices: list() });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatch(/أعد تحميلها/);
  });

  it("asks for an explicit confirmation before a price below the panel's cost, and refuses a broken list in Arabic", async () => {
    const operator = await signedInUser("OPERATOR");
    // 5,000 likes for 15.00 AED (14.29 without VAT): the simulated panel charges 4.50 USD (16.53 AED) for them.
    const cheap = list((l) => (l.likes.points[2] = { quantity: 5_000, fils: 1_500 }));
    const refused = await save(operator.cookie, { baseVersion: 0, prices: cheap });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error).toMatch(/أقل من تكلفة لوحة التنفيذ/);
    expect(body.belowCost).toContainEqual(expect.objectContaining({ service: "likes", quantity: 5_000 }));
    expect(await db.priceListVersion.count()).toBe(0);

    expect((await save(operator.cookie, { baseVersion: 0, prices: cheap, confirmBelowCost: true })).status).toBe(200);
    expect((await db.operatorAction.findFirstOrThrow()).reason).toMatch(/أقل من التكلفة، بتأكيد/);

    const broken = await save(operator.cookie, {
      baseVersion: 1,
      prices: list((l) => (l.views.points[1]!.fils = 100)),
    });
    expect(broken.status).toBe(422);
    expect((await broken.json()).error).toMatch(/السعر لا ينقص/);
    expect((await save(operator.cookie, { baseVersion: 1, prices: { views: 1 } })).status).toBe(400);
  });
});
