import { GET as pricesRoute } from "@/app/api/prices/route";
import { db, transaction, type Prisma } from "@/lib/db";
import { recordRefund } from "@/lib/fulfilment";
import { refundAccepted, taxInvoiceOf } from "@/lib/ledger";
import { composeOrderMail } from "@/lib/mail";
import { PROMOTION_OVERLAP_MESSAGE, PROMOTION_PAST_MESSAGE, promotionsInForce } from "@/lib/price-list";
import { DEFAULT_PRICE_LIST, REFERENCE_PRICE_DAYS, type PublicPromotion } from "@/lib/pricing";
import { call, callWithParams, type Handler } from "@/test/support/auth";
import { createPayment, LINK, payStored } from "@/test/support/checkout";
import { resetDb } from "@/test/support/db";
import { fromAddress, signedInUser } from "@/test/support/users";

import { PATCH as endRoute } from "./[promotionId]/route";
import { POST as createRoute } from "./route";

// Promotions with dates (docs/product-rules.md#promotions): made and ended in
// the console, priced by the server at checkout, shown to the buy forms, and
// on the tax invoice to the fils.

beforeEach(() => resetDb());

const DAY = 86_400_000;
const ARABIC = /[\u0600-\u06FF]/;

const create = (cookie: string, body: unknown) =>
  callWithParams(createRoute, "/api/admin/promotions", {}, { body: JSON.stringify(body), headers: { cookie } });
const end = (cookie: string, promotionId: string) =>
  callWithParams(
    endRoute,
    `/api/admin/promotions/${promotionId}`,
    { promotionId },
    { method: "PATCH", body: JSON.stringify({ ended: true }), headers: { cookie } },
  );

let n = 0;
const addPromotion = (data: Partial<Prisma.PromotionUncheckedCreateInput> = {}) =>
  db.promotion.create({
    data: {
      title: "عرض الشتاء",
      kind: "PERCENT",
      value: 20,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      createdBy: "owner",
      ...data,
    },
  });

/** A checkout for `quantity` views (100,000 = 15.00 AED on the default list) from an address of its own. */
const checkout = (body: object = {}, cookie?: string) =>
  createPayment(
    {
      tiktokUrl: LINK,
      serviceType: "views",
      serviceQuantity: 100_000,
      customerName: "سارة",
      customerEmail: `buyer${++n}@example.ae`,
      ...body,
    },
    cookie,
    fromAddress(`10.8.${Math.floor(n / 250)}.${n % 250}`),
  );

async function pricesAnswer(): Promise<{ promotions: PublicPromotion[] }> {
  const res = await call(pricesRoute as Handler, "/api/prices", { method: "GET" });
  expect(res.status).toBe(200);
  return (await res.json()) as { promotions: PublicPromotion[] };
}

describe("a promotion's clock", () => {
  it("is in force from its start until its end or until an operator ends it, never before or after", async () => {
    const startsAt = new Date("2026-12-10T08:00:00.000Z");
    const endsAt = new Date("2026-12-12T20:00:00.000Z");
    const p = await addPromotion({ startsAt, endsAt });
    expect(await promotionsInForce(new Date(startsAt.getTime() - 1))).toEqual([]);
    expect((await promotionsInForce(startsAt)).map((x) => x.id)).toEqual([p.id]);
    expect((await promotionsInForce(new Date(endsAt.getTime() - 1))).map((x) => x.id)).toEqual([p.id]);
    expect(await promotionsInForce(endsAt)).toEqual([]);
    await db.promotion.update({ where: { id: p.id }, data: { endedAt: new Date("2026-12-11T00:00:00.000Z") } });
    expect(await promotionsInForce(new Date("2026-12-11T12:00:00.000Z"))).toEqual([]);
  });

  it("tells the buy forms its title, what it gives and its end on the store's clock", async () => {
    await addPromotion({ endsAt: new Date("2027-01-15T19:59:00.000Z") });
    const { promotions } = await pricesAnswer();
    expect(promotions).toEqual([
      expect.objectContaining({
        title: "عرض الشتاء",
        kind: "PERCENT",
        value: 20,
        services: [],
        endsAt: "2027-01-15T19:59:00.000Z",
        // 23:59 in Dubai (UTC+4), the store's zone in tests.
        endsAtText: expect.stringMatching(/15 يناير.*11:59/),
        referencePrice: false,
      }),
    ]);
  });

  it("allows a struck-through price only when the list in force was charged for 30 days before the start", async () => {
    const start = Date.now() - DAY;
    // A price list saved 10 days before the promotion: its prices are not a reference.
    await db.priceListVersion.create({
      data: {
        version: 1,
        prices: DEFAULT_PRICE_LIST as object,
        createdBy: "owner",
        createdAt: new Date(start - 10 * DAY),
      },
    });
    await addPromotion({ startsAt: new Date(start) });
    expect((await pricesAnswer()).promotions[0]!.referencePrice).toBe(false);
    await db.priceListVersion.update({
      where: { version: 1 },
      data: { createdAt: new Date(start - REFERENCE_PRICE_DAYS * DAY) },
    });
    // The reader keeps the list it knows; the next version number makes it read again.
    await db.priceListVersion.create({
      data: {
        version: 2,
        prices: DEFAULT_PRICE_LIST as object,
        createdBy: "owner",
        createdAt: new Date(start - (REFERENCE_PRICE_DAYS + 1) * DAY),
      },
    });
    await new Promise((r) => setTimeout(r, 3_100)); // PRICE_LIST_TTL_MS
    expect((await pricesAnswer()).promotions[0]!.referencePrice).toBe(true);
  });
});

describe("a promotion at checkout", () => {
  it("takes its percent off the price the server charges; the payment keeps the promotion and what it took", async () => {
    const p = await addPromotion({ value: 20, services: ["views"] });
    const res = await checkout();
    expect(res.status).toBe(201);
    const { id, amount } = (await res.json()) as { id: string; amount: number };
    expect(amount).toBe(12);
    expect(await db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      listAmountFils: 1_500,
      amountFils: 1_200,
      promotionId: p.id,
      promotionDiscountFils: 300,
      bonusQuantity: 0,
    });
    // Not on a service it does not cover: likes are charged the list price.
    const likes = (await (await checkout({ serviceType: "likes", serviceQuantity: 1_000 })).json()) as {
      id: string;
      amount: number;
    };
    expect(likes.amount).toBe(15);
    expect((await db.payment.findUniqueOrThrow({ where: { id: likes.id } })).promotionId).toBeNull();
  });

  it("charges the list price once it has ended or before it starts", async () => {
    await addPromotion({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 1) });
    await addPromotion({ startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) });
    expect(((await (await checkout()).json()) as { amount: number }).amount).toBe(15);
  });

  it("delivers free extra quantity with what was paid for, named to the payer and on the order", async () => {
    const p = await addPromotion({ kind: "EXTRA", value: 10, title: "أسبوع الهدايا" });
    const { id, amount } = (await (await checkout()).json()) as { id: string; amount: number };
    expect(amount).toBe(15);
    const stored = await db.payment.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ quantity: 100_000, bonusQuantity: 10_000, promotionId: p.id, amountFils: 1_500 });
    expect(stored.description).toBe("طلب 100,000 مشاهدة + 10,000 مجاناً (أسبوع الهدايا)");
    await payStored(id);
    const order = await db.order.findUniqueOrThrow({ where: { paymentId: id }, include: { items: true } });
    expect(order.quantity).toBe(110_000);
    expect(order.items.reduce((sum, i) => sum + i.quantity, 0)).toBe(110_000);
    // The bundle's contents are fixed: an EXTRA promotion leaves it alone.
    const bundle = (await (await checkout({ serviceType: "explorer", serviceQuantity: undefined })).json()) as {
      id: string;
    };
    expect(await db.payment.findUniqueOrThrow({ where: { id: bundle.id } })).toMatchObject({
      bonusQuantity: 0,
      promotionId: null,
    });
  });

  it("lets a discount code take its share off the promotion's price, never off the list price twice", async () => {
    await addPromotion({ value: 20 });
    await db.discountCode.create({ data: { code: "TEN", kind: "PERCENT", value: 10, createdBy: "owner" } });
    const { id, amount } = (await (await checkout({ discountCode: "TEN" })).json()) as { id: string; amount: number };
    expect(amount).toBe(10.8); // 15.00 − 20% = 12.00, − 10% = 10.80
    expect(await db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      listAmountFils: 1_500,
      promotionDiscountFils: 300,
      codeDiscountFils: 120,
      amountFils: 1_080,
    });
  });

  it("is named in the receipt e-mail with the price before it and the free quantity delivered", async () => {
    await addPromotion({ value: 20, title: "الشتاء" });
    await db.discountCode.create({ data: { code: "TEN", kind: "PERCENT", value: 10, createdBy: "owner" } });
    const { id } = (await (await checkout({ discountCode: "TEN" })).json()) as { id: string };
    await payStored(id);
    const receipt = (await composeOrderMail(db, "receipt", id))!;
    expect(receipt.text).toContain("السعر قبل الخصم: 15.00 درهم");
    expect(receipt.text).toContain("الخصم: −4.20 درهم (عرض الشتاء ورمز الخصم TEN)");
    expect(receipt.text).toContain("المبلغ المدفوع: 10.80 درهم");

    await db.promotion.updateMany({ data: { endedAt: new Date() } });
    await addPromotion({ kind: "EXTRA", value: 10, title: "الهدايا", startsAt: new Date(Date.now() - 1000) });
    const extra = (await (await checkout()).json()) as { id: string };
    await payStored(extra.id);
    expect((await composeOrderMail(db, "receipt", extra.id))!.text).toContain("الكمية: 110,000");
  });

  it("is named on the tax invoice's discount line, with VAT on what was paid; a full refund credits exactly that", async () => {
    await addPromotion({ value: 20, title: "الشتاء" });
    const { id } = (await (await checkout()).json()) as { id: string };
    await payStored(id);
    const invoice = (await taxInvoiceOf({ paymentId: id }))!;
    expect(invoice).toMatchObject({
      listFils: 1_500,
      discountFils: 300,
      discountLabel: "عرض الشتاء",
      totalFils: 1_200,
      vatFils: 57,
    });
    const order = await db.order.findUniqueOrThrow({ where: { paymentId: id }, include: { items: true } });
    const refunds = await transaction(async (tx) =>
      Promise.all(order.items.map((i) => recordRefund(tx, { itemId: i.id, reason: "NOT_STARTED", amountFils: 9_999 }))),
    );
    for (const r of refunds) await refundAccepted({ id: r!.refundId }, "COMPLETED");
    const after = (await taxInvoiceOf({ paymentId: id }))!;
    expect(after.creditNotes.reduce((sum, c) => sum + c.totalFils, 0)).toBe(1_200);
    expect(after.creditNotes.reduce((sum, c) => sum + c.vatFils, 0)).toBe(57);
  });
});

describe("the console's promotions", () => {
  const WINTER = {
    title: " عرض الشتاء ",
    kind: "PERCENT",
    value: 15,
    services: ["views", "likes"],
    startsAt: new Date(Date.now() + DAY).toISOString(),
    endsAt: new Date(Date.now() + 8 * DAY).toISOString(),
  };

  it("are made and ended by operators only", async () => {
    const customer = await signedInUser();
    expect((await create("", WINTER)).status).toBe(401);
    expect((await create(customer.cookie, WINTER)).status).toBe(403);
    const p = await addPromotion();
    expect((await end(customer.cookie, p.id)).status).toBe(403);
    expect(await db.promotion.count()).toBe(1);
    expect((await db.promotion.findUniqueOrThrow({ where: { id: p.id } })).endedAt).toBeNull();
  });

  it("creates one (201), audited with who and its terms; ending it early is audited and takes it off at once", async () => {
    const operator = await signedInUser("OPERATOR");
    const res = await create(operator.cookie, WINTER);
    expect(res.status).toBe(201);
    const { promotion } = (await res.json()) as { promotion: { id: string; title: string } };
    expect(promotion.title).toBe("عرض الشتاء");
    const audit = await db.operatorAction.findFirstOrThrow({ where: { action: "promotion" } });
    expect(audit).toMatchObject({ operatorId: operator.id, reason: "عرض الشتاء: خصم 15%" });
    expect(audit.after).toMatchObject({ kind: "PERCENT", value: 15, services: ["views", "likes"] });

    const running = await addPromotion({ services: ["explorer"] });
    expect((await pricesAnswer()).promotions.map((p) => p.id)).toEqual([running.id]);
    expect((await end(operator.cookie, running.id)).status).toBe(200);
    expect((await pricesAnswer()).promotions).toEqual([]);
    expect(await db.operatorAction.count({ where: { action: "promotion-end" } })).toBe(1);
    const again = await end(operator.cookie, running.id);
    expect(again.status).toBe(409);
    expect(await db.operatorAction.count({ where: { action: "promotion-end" } })).toBe(1);
  });

  it("refuses in Arabic a promotion that overlaps another on a service, ends in the past, runs too long or gives too much", async () => {
    const operator = await signedInUser("OPERATOR");
    expect((await create(operator.cookie, WINTER)).status).toBe(201);
    const overlap = await create(operator.cookie, { ...WINTER, title: "آخر", services: ["likes"] });
    expect(overlap.status).toBe(409);
    expect(((await overlap.json()) as { error: string }).error).toBe(PROMOTION_OVERLAP_MESSAGE("عرض الشتاء"));
    // "Every service" overlaps too; the bundle alone does not.
    expect((await create(operator.cookie, { ...WINTER, title: "الكل", services: [] })).status).toBe(409);
    expect((await create(operator.cookie, { ...WINTER, title: "الباقة", services: ["explorer"] })).status).toBe(201);

    const past = await create(operator.cookie, {
      ...WINTER,
      startsAt: new Date(Date.now() - 3 * DAY).toISOString(),
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(((await past.json()) as { error: string }).error).toBe(PROMOTION_PAST_MESSAGE);

    for (const bad of [
      { ...WINTER, endsAt: new Date(Date.now() + 100 * DAY).toISOString() },
      { ...WINTER, value: 95 },
      { ...WINTER, kind: "EXTRA", services: ["explorer"] },
      { ...WINTER, title: "" },
      { ...WINTER, endsAt: WINTER.startsAt },
    ]) {
      const res = await create(operator.cookie, bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(ARABIC);
    }
    expect(await db.promotion.count()).toBe(2);
  });

  it("lets only one of two overlapping promotions made at once in", async () => {
    const operator = await signedInUser("OPERATOR");
    const results = await Promise.all(
      ["عرض أ", "عرض ب", "عرض ج"].map((title) => create(operator.cookie, { ...WINTER, title })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await db.promotion.count()).toBe(1);
  });

  it("the database refuses a promotion without an end, or longer than 90 days", async () => {
    await expect(
      addPromotion({ startsAt: new Date("2027-01-01T00:00:00Z"), endsAt: new Date("2027-05-01T00:00:00Z") }),
    ).rejects.toThrow();
    await expect(addPromotion({ kind: "PERCENT", value: 0 })).rejects.toThrow();
  });
});
