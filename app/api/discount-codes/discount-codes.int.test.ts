import { POST as checkRoute } from "@/app/api/discount-codes/check/route";
import { db, type Prisma } from "@/lib/db";
import { refundAccepted, taxInvoiceOf } from "@/lib/ledger";
import { applyIntent } from "@/lib/payments";
import { CODE_HOLD_MS } from "@/lib/price-list";
import { DISCOUNT_CODE_MESSAGES as M } from "@/lib/price-list";
import { recordRefund } from "@/lib/fulfilment";
import { transaction } from "@/lib/db";
import { call, type Handler } from "@/test/support/auth";
import { createPayment, LINK } from "@/test/support/checkout";
import { resetDb } from "@/test/support/db";
import { createPaidOrder } from "@/test/support/orders";
import { server } from "@/test/support/msw";
import { fromAddress, signedInUser } from "@/test/support/users";
import { useZiina, ziinaDouble } from "@/test/support/ziina-double";

beforeEach(() => resetDb());

let n = 0;
const addCode = (data: Partial<Prisma.DiscountCodeUncheckedCreateInput> = {}) =>
  db.discountCode.create({
    data: { code: `CODE${++n}`, kind: "PERCENT", value: 20, createdBy: "owner", ...data },
  });

/** A checkout for 100,000 views (15.00 AED on the default list) from an address of its own. */
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
    fromAddress(`10.9.${Math.floor(n / 250)}.${n % 250}`),
  );

async function refused(res: Response): Promise<string> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { error: string; field?: string };
  expect(body.field).toBe("discountCode");
  return body.error;
}

describe("a discount code at checkout (docs/product-rules.md#discount-codes)", () => {
  it("takes its percent off the price the server charges, and the payment keeps the code and the saving", async () => {
    const code = await addCode({ code: "TIKTOK20", value: 20 });
    // Typed as a customer would: spaces, lower case.
    const res = await checkout({ discountCode: "  tiktok20 " });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; amount: number };
    expect(body.amount).toBe(12);
    expect(await db.payment.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      listAmountFils: 1_500,
      amountFils: 1_200,
      codeDiscountFils: 300,
      discountCodeId: code.id,
    });
  });

  it("tells the payer at the provider which code saved how much", async () => {
    const restore = useZiina();
    const ziina = ziinaDouble();
    server.use(...ziina.handlers);
    try {
      await addCode({ code: "TIKTOK20" });
      expect((await checkout({ discountCode: "TIKTOK20" })).status).toBe(201);
      const sent = ziina.requests.filter((r) => r.method === "POST" && r.path.endsWith("/payment_intent"));
      expect(sent.map((r) => r.body as { amount: number; message: string })).toEqual([
        expect.objectContaining({ amount: 1_200, message: "طلب 100,000 مشاهدة، رمز الخصم TIKTOK20: وفّرت 3.00 درهم" }),
      ]);
    } finally {
      restore();
    }
  });

  it("takes a fixed amount off, never below the smallest charge", async () => {
    await addCode({ code: "FIVE", kind: "FIXED", value: 500 });
    await addCode({ code: "HUGE", kind: "FIXED", value: 100_000 });
    expect(((await (await checkout({ discountCode: "FIVE" })).json()) as { amount: number }).amount).toBe(10);
    expect(((await (await checkout({ discountCode: "HUGE" })).json()) as { amount: number }).amount).toBe(0.5);
  });

  it("refuses, on the code's field and in Arabic, a code that is unknown, malformed, paused, early, late, for another service or under its minimum", async () => {
    const now = Date.now();
    await addCode({ code: "PAUSED", pausedAt: new Date() });
    await addCode({ code: "EARLY", startsAt: new Date(now + 86_400_000) });
    await addCode({ code: "LATE", startsAt: new Date(now - 2 * 86_400_000), endsAt: new Date(now - 1000) });
    await addCode({ code: "LIKESONLY", services: ["likes"] });
    await addCode({ code: "MIN20", minOrderFils: 2_000 });
    expect(await refused(await checkout({ discountCode: "NOPE" }))).toBe(M.unknown);
    expect(await refused(await checkout({ discountCode: "no spaces!" }))).toBe(M.format);
    expect(await refused(await checkout({ discountCode: "paused" }))).toBe(M.paused);
    expect(await refused(await checkout({ discountCode: "EARLY" }))).toMatch(/^رمز الخصم يبدأ في /);
    expect(await refused(await checkout({ discountCode: "LATE" }))).toBe(M.ended);
    expect(await refused(await checkout({ discountCode: "LIKESONLY" }))).toBe(M.service);
    expect(await refused(await checkout({ discountCode: "MIN20" }))).toBe("رمز الخصم لطلب بقيمة 20.00 درهم أو أكثر");
    // Nothing was stored for a refused code.
    expect(await db.payment.count()).toBe(0);
    // Without a code (or an empty one) the checkout is as before.
    expect((await checkout({ discountCode: "" })).status).toBe(201);
  });

  it("counts paid uses and unpaid ones within the hold; failed and expired holds give theirs back", async () => {
    const code = await addCode({ code: "TWICE", maxUses: 2 });
    const first = (await (await checkout({ discountCode: "TWICE" })).json()) as { id: string };
    const second = (await (await checkout({ discountCode: "TWICE" })).json()) as { id: string };
    expect(await refused(await checkout({ discountCode: "TWICE" }))).toBe(M.usedUp);
    // The first payment failed; the second was created before the hold: both give their use back.
    await db.payment.update({ where: { id: first.id }, data: { status: "FAILED" } });
    await db.payment.update({
      where: { id: second.id },
      data: { createdAt: new Date(Date.now() - CODE_HOLD_MS - 1000) },
    });
    expect((await checkout({ discountCode: "TWICE" })).status).toBe(201);
    // A paid use always counts.
    await db.payment.update({ where: { id: second.id }, data: { status: "COMPLETED" } });
    expect(await refused(await checkout({ discountCode: "TWICE" }))).toBe(M.usedUp);
    expect(await db.payment.count({ where: { discountCodeId: code.id } })).toBe(3);
  });

  it("keeps to its budget of discount given", async () => {
    await addCode({ code: "BUDGET", kind: "FIXED", value: 300, budgetFils: 700 });
    expect((await checkout({ discountCode: "BUDGET" })).status).toBe(201);
    expect((await checkout({ discountCode: "BUDGET" })).status).toBe(201);
    // 6.00 given; a third 3.00 would pass 7.00.
    expect(await refused(await checkout({ discountCode: "BUDGET" }))).toBe(M.budget);
  });

  it("limits uses per customer by account and by e-mail, and honours first-order-only", async () => {
    await addCode({ code: "ONCE", perCustomer: 1 });
    await addCode({ code: "FIRST", firstOrderOnly: true });
    expect((await checkout({ discountCode: "ONCE", customerEmail: "Mona@Example.ae" })).status).toBe(201);
    expect(await refused(await checkout({ discountCode: "ONCE", customerEmail: "mona@example.ae" }))).toBe(
      M.perCustomer,
    );
    const user = await signedInUser();
    expect((await checkout({ discountCode: "ONCE" }, user.cookie)).status).toBe(201);
    expect(await refused(await checkout({ discountCode: "ONCE" }, user.cookie))).toBe(M.perCustomer);
    // A customer with a paid order already: not a first order.
    await createPaidOrder({ userId: user.id });
    expect(await refused(await checkout({ discountCode: "FIRST" }, user.cookie))).toBe(M.firstOrder);
    expect((await checkout({ discountCode: "FIRST" })).status).toBe(201);
  });

  it("limits uses per customer by checkout device too: a guest on the same browser with another e-mail", async () => {
    await addCode({ code: "ONCE", perCustomer: 1 });
    await addCode({ code: "FIRST", firstOrderOnly: true });
    const first = await checkout({ discountCode: "ONCE" });
    expect(first.status).toBe(201);
    // The first checkout gives the browser its device cookie, sent only to the store's API.
    const set = first.headers.getSetCookie().find((c) => c.startsWith("checkout-device="))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Path=\/api/);
    const device = set.split(";")[0]!;
    expect(await refused(await checkout({ discountCode: "ONCE" }, device))).toBe(M.perCustomer);
    // Another browser with another e-mail is another customer.
    expect((await checkout({ discountCode: "ONCE" })).status).toBe(201);
    // A device that paid before has no first order left.
    const { id } = (await (await checkout({}, device)).json()) as { id: string };
    await db.payment.update({ where: { id }, data: { status: "COMPLETED", paidAt: new Date() } });
    expect(await refused(await checkout({ discountCode: "FIRST" }, device))).toBe(M.firstOrder);
    // A made-up cookie value is not a device: the server gives a new one.
    const forged = await checkout({}, "checkout-device=not a device");
    expect(forged.headers.getSetCookie().some((c) => c.startsWith("checkout-device="))).toBe(true);
  });

  it("replaces the returning customer's 5% unless it combines; a smaller code is refused, never charged more", async () => {
    const user = await signedInUser();
    const paid = await createPaidOrder({ userId: user.id });
    await db.order.update({ where: { id: paid.orderId }, data: { status: "COMPLETED" } });
    await addCode({ code: "TEN", value: 10 });
    await addCode({ code: "TWO", value: 2 });
    await addCode({ code: "TENPLUS", value: 10, combinesWithReturning: true });
    const amount = async (code: string) =>
      ((await (await checkout({ discountCode: code }, user.cookie)).json()) as { amount: number }).amount;
    expect(await amount("TEN")).toBe(13.5); // 15.00 − 10%
    // 15.00 − 5% = 14.25; 10% of it is 1.425, taken off rounded halves up (1.43): 12.82.
    expect(await amount("TENPLUS")).toBe(12.82);
    expect(await refused(await checkout({ discountCode: "TWO" }, user.cookie))).toBe(M.returningBetter);
  });

  it("is used exactly as many times as it allows when 50 checkouts race for 10 uses", async () => {
    const code = await addCode({ code: "RACE10", maxUses: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout({ discountCode: "RACE10" })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    expect(await db.payment.count({ where: { discountCodeId: code.id } })).toBe(10);
  }, 120_000);
});

describe("POST /api/discount-codes/check", () => {
  const check = (body: object) =>
    call(checkRoute as Handler, "/api/discount-codes/check", {
      body: JSON.stringify(body),
      headers: fromAddress("10.8.0.1"),
    });

  it("says what a code takes off an order, and writes nothing", async () => {
    await addCode({ code: "TIKTOK20", endsAt: new Date("2030-01-01T00:00:00Z") });
    const res = await check({ code: "tiktok20", serviceType: "views", serviceQuantity: 100_000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      code: "TIKTOK20",
      listAmount: 15,
      amount: 12,
      discount: 3,
      endsAt: "2030-01-01T00:00:00.000Z",
    });
    expect(await db.payment.count()).toBe(0);
  });

  it("refuses with the reason, and bad orders with the quantity message", async () => {
    expect(await refused(await check({ code: "NOPE", serviceType: "views", serviceQuantity: 5_000 }))).toBe(M.unknown);
    expect((await check({ code: "NOPE", serviceType: "views", serviceQuantity: 3 })).status).toBe(400);
    expect((await check({ code: 5, serviceType: "stars" })).status).toBe(400);
  });
});

describe("the paper of a discounted sale", () => {
  it("the invoice shows the price, the code's discount line and the VAT on what was paid; a full refund credits exactly that", async () => {
    await addCode({ code: "TIKTOK20" });
    const { id } = (await (await checkout({ discountCode: "TIKTOK20" })).json()) as { id: string };
    const stored = await db.payment.findUniqueOrThrow({ where: { id } });
    await applyIntent(id, {
      id: stored.providerPaymentId!,
      status: "completed",
      amountFils: 1_200,
      currency: "AED",
      redirectUrl: null,
    });
    const invoice = (await taxInvoiceOf({ paymentId: id }))!;
    expect(invoice).toMatchObject({
      listFils: 1_500,
      discountFils: 300,
      discountLabel: "رمز الخصم TIKTOK20",
      totalFils: 1_200,
      vatFils: 57, // 12.00 × 5 / 105
    });
    // The order's items share what was paid: refunding all of them returns 12.00, never the list price.
    const order = await db.order.findUniqueOrThrow({ where: { paymentId: id }, include: { items: true } });
    const refunds = await transaction(async (tx) =>
      Promise.all(
        order.items.map((i) => recordRefund(tx, { itemId: i.id, reason: "NOT_STARTED", amountFils: 10_000 })),
      ),
    );
    expect(refunds.reduce((sum, r) => sum + (r?.amountFils ?? 0), 0)).toBe(1_200);
    for (const r of refunds) await refundAccepted({ id: r!.refundId }, "COMPLETED");
    const after = (await taxInvoiceOf({ paymentId: id }))!;
    expect(after.creditNotes.reduce((sum, c) => sum + c.totalFils, 0)).toBe(1_200);
    expect(after.creditNotes.reduce((sum, c) => sum + c.vatFils, 0)).toBe(57);
  });
});
