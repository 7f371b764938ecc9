import { db } from "@/lib/db";
import {
  CODE_ALREADY_PAUSED_MESSAGE,
  CODE_NOT_PAUSED_MESSAGE,
  discountCodeState,
  getDiscountCodesPage,
  orderCosts,
} from "@/lib/admin";
import { CODE_HOLD_MS, CODE_TAKEN_MESSAGE } from "@/lib/price-list";
import { callWithParams } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { createPaidOrder, createPendingPayment } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { PATCH as pauseRoute } from "./[codeId]/route";
import { POST as createRoute } from "./route";

beforeEach(resetDb);

const ARABIC = /[\u0600-\u06FF]/;

const create = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  callWithParams(
    createRoute,
    "/api/admin/discount-codes",
    {},
    { body: JSON.stringify(body), headers: { cookie, ...headers } },
  );
const pause = (cookie: string, codeId: string, body: unknown) =>
  callWithParams(
    pauseRoute,
    `/api/admin/discount-codes/${codeId}`,
    { codeId },
    { method: "PATCH", body: JSON.stringify(body), headers: { cookie } },
  );

const SUMMER = {
  code: " summer10 ",
  kind: "PERCENT",
  value: 10,
  services: ["views", "likes"],
  startsAt: "2026-12-01T00:00:00.000Z",
  endsAt: "2027-01-01T00:00:00.000Z",
  maxUses: 100,
  budgetFils: 50_000,
  perCustomer: 1,
  firstOrderOnly: true,
  minOrderFils: 1_000,
  combinesWithReturning: false,
};

describe("the console's discount codes", () => {
  it("are created and paused by operators only, from the store's own pages", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    expect((await create("", SUMMER)).status).toBe(401);
    expect((await create(customer.cookie, SUMMER)).status).toBe(403);
    expect((await create(operator.cookie, SUMMER, { origin: "https://evil.example" })).status).toBe(403);
    expect(await db.discountCode.count()).toBe(0);

    const code = await db.discountCode.create({ data: { code: "X123", kind: "FIXED", value: 500, createdBy: "x" } });
    expect((await pause("", code.id, { paused: true })).status).toBe(401);
    expect((await pause(customer.cookie, code.id, { paused: true })).status).toBe(403);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).pausedAt).toBeNull();
    expect(await db.operatorAction.count()).toBe(0);
  });

  it("creates a code (201), audited with who and its terms; a taken name is a 409 in Arabic", async () => {
    const operator = await signedInUser("OPERATOR");
    const res = await create(operator.cookie, SUMMER);
    expect(res.status).toBe(201);
    const { code } = await res.json();
    expect(code).toMatchObject({ code: "SUMMER10", kind: "PERCENT", value: 10, pausedAt: null });
    expect(await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({
      services: ["views", "likes"],
      startsAt: new Date(SUMMER.startsAt),
      maxUses: 100,
      budgetFils: 50_000,
      perCustomer: 1,
      firstOrderOnly: true,
      minOrderFils: 1_000,
      createdBy: operator.username,
    });
    expect(await db.operatorAction.findMany()).toEqual([
      expect.objectContaining({
        action: "discount-code",
        actor: "OPERATOR",
        operatorName: operator.username,
        reason: "SUMMER10: 10%",
        after: expect.objectContaining({ code: "SUMMER10", budgetFils: 50_000, endsAt: SUMMER.endsAt, paused: false }),
      }),
    ]);

    const taken = await create(operator.cookie, { ...SUMMER, code: "Summer10", kind: "FIXED", value: 500 });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe(CODE_TAKEN_MESSAGE);
    expect(await db.discountCode.count()).toBe(1);
    expect(await db.operatorAction.count()).toBe(1);
  });

  it.each<[string, object, string]>([
    ["a percent over 100", { value: 150 }, "value"],
    ["a code too short", { code: "AB" }, "code"],
    ["a code in Arabic letters", { code: "خصم" }, "code"],
    ["a value that is text", { value: "عشرة" }, "value"],
    ["an end before the start", { endsAt: "2026-11-01T00:00:00.000Z" }, "endsAt"],
    ["a date that is no date", { startsAt: "tomorrow" }, "startsAt"],
    ["a negative minimum order", { minOrderFils: -100 }, "minOrderFils"],
    ["an unknown service", { services: ["followers"] }, "services"],
    ["a budget in decimals", { budgetFils: 10.5 }, "budgetFils"],
    ["no kind", { kind: undefined }, "kind"],
  ])("refuses %s with a 400 in Arabic on its field", async (_what, change, field) => {
    const operator = await signedInUser("OPERATOR");
    const res = await create(operator.cookie, { ...SUMMER, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatch(ARABIC);
    expect(body.fields[field][0]).toMatch(ARABIC);
    expect(await db.discountCode.count()).toBe(0);
    expect(await db.operatorAction.count()).toBe(0);
  });

  it("pauses and resumes a code, each audited; the same again is refused and not recorded", async () => {
    const operator = await signedInUser("OPERATOR");
    const { code } = await (await create(operator.cookie, { code: "FIVE", kind: "FIXED", value: 500 })).json();

    const paused = await pause(operator.cookie, code.id, { paused: true });
    expect(paused.status).toBe(200);
    expect((await paused.json()).code.pausedAt).toEqual(expect.any(String));
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).pausedAt).toEqual(expect.any(Date));
    const again = await pause(operator.cookie, code.id, { paused: true });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(CODE_ALREADY_PAUSED_MESSAGE);

    expect((await pause(operator.cookie, code.id, { paused: false })).status).toBe(200);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).pausedAt).toBeNull();
    expect((await (await pause(operator.cookie, code.id, { paused: false })).json()).error).toBe(
      CODE_NOT_PAUSED_MESSAGE,
    );

    const entries = await db.operatorAction.findMany();
    expect(entries.map((e) => [e.action, e.reason, e.operatorName]).sort()).toEqual([
      ["discount-code", "FIVE: 5.00 درهم", operator.username],
      ["discount-code-pause", "FIVE", operator.username],
      ["discount-code-resume", "FIVE", operator.username],
    ]);
    expect(entries.find((e) => e.action === "discount-code-pause")).toMatchObject({
      before: expect.objectContaining({ paused: false }),
      after: expect.objectContaining({ paused: true }),
    });

    const missing = await pause(operator.cookie, "00000000-0000-4000-8000-000000000000", { paused: true });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatch(ARABIC);
    expect((await pause(operator.cookie, "not-a-uuid", { paused: true })).status).toBe(404);
    const bad = await pause(operator.cookie, code.id, { paused: "yes" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(ARABIC);
  });
});

describe("the codes' book", () => {
  async function usedBy(codeId: string, paymentId: string, change: { discount: number; refunded?: number }) {
    const p = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    await db.payment.update({
      where: { id: paymentId },
      data: {
        discountCodeId: codeId,
        codeDiscountFils: change.discount,
        listAmountFils: p.amountFils + change.discount,
        refundedFils: change.refunded ?? 0,
      },
    });
  }

  it("counts paid uses, held uses, revenue after refunds, discount given and margin of the paid orders", async () => {
    const code = await db.discountCode.create({ data: { code: "BOOK", kind: "PERCENT", value: 10, createdBy: "x" } });
    const other = await db.discountCode.create({ data: { code: "OTHER", kind: "FIXED", value: 100, createdBy: "x" } });
    const paid = [await createPaidOrder({ amountFils: 900 }), await createPaidOrder({ amountFils: 450 })];
    await usedBy(code.id, paid[0]!.paymentId, { discount: 100, refunded: 200 });
    await usedBy(code.id, paid[1]!.paymentId, { discount: 50 });
    const held = await createPendingPayment({ amountFils: 2_250 });
    await usedBy(code.id, held, { discount: 250 });
    const expired = await createPendingPayment({ amountFils: 2_250 });
    await usedBy(code.id, expired, { discount: 250 });
    await db.payment.update({
      where: { id: expired },
      data: { createdAt: new Date(Date.now() - CODE_HOLD_MS - 60_000) },
    });
    const failed = await createPendingPayment({ amountFils: 2_250 });
    await usedBy(code.id, failed, { discount: 250 });
    await db.payment.update({ where: { id: failed }, data: { status: "FAILED" } });
    const elsewhere = await createPaidOrder({ amountFils: 300 });
    await usedBy(other.id, elsewhere.paymentId, { discount: 100 });

    const { codes } = await getDiscountCodesPage();
    const line = codes.find((c) => c.id === code.id)!;
    expect(line).toMatchObject({
      paidUses: 2,
      heldUses: 1,
      revenueFils: 900 - 200 + 450,
      discountGivenFils: 150,
      state: "active",
    });
    // The margin is the paid orders' own figures (the order page's), summed.
    const perOrder = [...(await orderCosts(paid.map((p) => ({ id: p.orderId })))).values()];
    expect(line.margin).toMatchObject({
      revenueFils: perOrder[0]!.revenueFils + perOrder[1]!.revenueFils,
      marginFils: perOrder[0]!.marginFils! + perOrder[1]!.marginFils!,
    });
    expect(codes.find((c) => c.id === other.id)).toMatchObject({ paidUses: 1, heldUses: 0, revenueFils: 300 });
  });

  it("says where each code stands", () => {
    const now = new Date("2026-12-10T12:00:00Z");
    const base = { pausedAt: null, startsAt: null, endsAt: null, maxUses: null, paidUses: 0, heldUses: 0 };
    expect(discountCodeState(base, now)).toBe("active");
    expect(discountCodeState({ ...base, pausedAt: now }, now)).toBe("paused");
    expect(discountCodeState({ ...base, startsAt: new Date("2026-12-11T00:00:00Z") }, now)).toBe("not-started");
    expect(discountCodeState({ ...base, endsAt: now }, now)).toBe("ended");
    expect(discountCodeState({ ...base, maxUses: 3, paidUses: 2, heldUses: 1 }, now)).toBe("used-up");
  });
});
