import { randomUUID } from "node:crypto";

import { db } from "@/lib/db";
import { getControl, pauseSubmissions } from "@/lib/fulfilment";
import { getPanel } from "@/lib/smm-panel";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { checkServices, serviceIdFor } from "@/lib/fulfilment/services";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { createPaidOrder } from "@/test/support/orders";

import {
  cancelAtPanel,
  controlSubmissions,
  mapService,
  refundOrder,
  requestRefill,
  resolveReview,
  retryJob,
  retrySubmission,
  setRate,
} from "./actions";
import type { Operator } from "./audit";
import { blockAccount, blockLink, setCustomerNote, unblock } from "./customers";
import { addDiscountCode, discountCodeInputSchema, pauseDiscountCode } from "./discount-codes";

// Every console action that changes something writes its audit entry in its
// own transaction (docs/operations.md#the-audit-trail): with the audit insert
// refused by a trigger, i.e. a failure right after the action's change, the
// change rolls back with it; without the trigger, both are there, once.

let operator: Operator;
beforeEach(async () => {
  await resetDb();
  simulatedPanel.reset();
  await checkServices(getPanel(), { info: () => {}, warn: () => {} });
  captureLogs();
  operator = await user("OPERATOR");
});
afterEach(() => jest.restoreAllMocks());

async function user(role: "OPERATOR" | "CUSTOMER") {
  const username = `u${randomUUID().slice(0, 8)}`;
  const row = await db.user.create({ data: { username, usernameKey: username, passwordHash: "x", role } });
  return { id: row.id, username };
}

/** Runs `action` while the database refuses every audit entry: it must fail, and leave nothing behind. */
async function withAuditRefused(action: () => Promise<unknown>) {
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'audit entry refused (test)'; END $$`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER refuse_audit BEFORE INSERT ON "operator_actions" FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
  );
  try {
    await expect(action()).rejects.toThrow(/audit entry refused/);
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS refuse_audit ON "operator_actions"`);
  }
}

interface Case {
  action: string;
  /** The state the action changes, as the test reads it. */
  state: () => Promise<unknown>;
  act: () => Promise<unknown>;
}

const item = (id: string) =>
  db.orderItem.findUniqueOrThrow({
    where: { id },
    select: { status: true, submission: true, externalOrderId: true, refillCount: true, cancelRequestedAt: true },
  });
const jobs = () => db.job.findMany({ select: { id: true, status: true }, orderBy: { id: "asc" } });
const refunds = (orderId: string) => db.refund.findMany({ where: { orderId }, select: { amountFils: true } });

async function inReview() {
  const order = await createPaidOrder();
  const itemId = order.items[0]!.id;
  await db.orderItem.update({ where: { id: itemId }, data: { submission: "NEEDS_REVIEW", lastError: "timeout" } });
  return { order, itemId };
}

const cases: Record<string, () => Promise<Case>> = {
  async refund() {
    const order = await createPaidOrder();
    const requestKey = randomUUID();
    return {
      action: "refund",
      state: async () => [
        await refunds(order.orderId),
        await db.payment.findUnique({ where: { id: order.paymentId } }),
      ],
      act: () => refundOrder(operator, { orderId: order.orderId, amountFils: 100, reason: "طلب العميل", requestKey }),
    };
  },
  async "retry-submission"() {
    const order = await createPaidOrder();
    await db.job.updateMany({ where: { type: "fulfilment.submit-item" }, data: { status: "DEAD" } });
    return { action: "retry-submission", state: jobs, act: () => retrySubmission(operator, order.items[0]!.id) };
  },
  async "review-mark-submitted"() {
    const { itemId } = await inReview();
    return {
      action: "review-mark-submitted",
      state: () => item(itemId),
      act: () => resolveReview(operator, itemId, { action: "mark-submitted", externalOrderId: "777" }),
    };
  },
  async "review-mark-not-created"() {
    const { itemId } = await inReview();
    return {
      action: "review-mark-not-created",
      state: async () => [await item(itemId), await jobs()],
      act: () => resolveReview(operator, itemId, { action: "mark-not-created" }),
    };
  },
  async "review-refund"() {
    const { order, itemId } = await inReview();
    return {
      action: "review-refund",
      state: async () => [await item(itemId), await refunds(order.orderId)],
      act: () => resolveReview(operator, itemId, { action: "refund" }),
    };
  },
  async refill() {
    const order = await createPaidOrder();
    const itemId = order.items[0]!.id;
    await db.orderItem.update({
      where: { id: itemId },
      data: { status: "COMPLETED", submission: "SUBMITTED", externalOrderId: "501", completedAt: new Date() },
    });
    return {
      action: "refill",
      state: async () => [await item(itemId), await db.refill.count()],
      act: () => requestRefill(operator, itemId),
    };
  },
  async cancel() {
    // The panel's cancel is a call no transaction can take back: the refused attempt cancels the
    // first order there (the status sync then refunds it as any order the panel cancelled), so the
    // second attempt is on another item. What the store wrote rolls back with the audit entry.
    const orders = [await createPaidOrder(), await createPaidOrder()];
    await runJobs();
    const ids = orders.map((o) => o.items[0]!.id);
    let next = 0;
    return {
      action: "cancel",
      state: () => Promise.all(ids.map(item)),
      act: () => cancelAtPanel(operator, ids[next++]!),
    };
  },
  async pause() {
    return { action: "pause", state: getControl, act: () => controlSubmissions(operator, "pause") };
  },
  async resume() {
    await pauseSubmissions("panel balance too low", null);
    return { action: "resume", state: getControl, act: () => controlSubmissions(operator, "resume") };
  },
  async "retry-job"() {
    await createPaidOrder();
    const job = await db.job.findFirstOrThrow();
    await db.job.update({ where: { id: job.id }, data: { status: "DEAD" } });
    return { action: "retry-job", state: jobs, act: () => retryJob(operator, job.id) };
  },
  async "service-mapping"() {
    return {
      action: "service-mapping",
      state: () => serviceIdFor("VIEWS"),
      act: () => mapService(operator, { panel: "primary", kind: "VIEWS", serviceId: "106" }),
    };
  },
  async "exchange-rate"() {
    return {
      action: "exchange-rate",
      state: () => db.exchangeRate.findMany(),
      act: () => setRate(operator, { currency: "USD", aedPerUnit: "3.70" }),
    };
  },
  async "customer-note"() {
    const customer = await user("CUSTOMER");
    return {
      action: "customer-note",
      state: () => db.customerNote.findMany(),
      act: () => setCustomerNote(operator, customer.id, "يطلب كثيراً"),
    };
  },
  async "block-account"() {
    const customer = await user("CUSTOMER");
    return {
      action: "block-account",
      state: () => db.block.findMany(),
      act: () => blockAccount(operator, customer.id, "احتيال"),
    };
  },
  async "block-video"() {
    return {
      action: "block-video",
      state: () => db.block.findMany(),
      act: () => blockLink(operator, { target: "https://www.tiktok.com/@a/video/7300000000000000001", reason: "x" }),
    };
  },
  async unblock() {
    await blockLink(operator, { target: "https://www.tiktok.com/@a/video/7300000000000000002", reason: "x" });
    const block = await db.block.findFirstOrThrow();
    await db.operatorAction.deleteMany();
    return { action: "unblock", state: () => db.block.findMany(), act: () => unblock(operator, block.id) };
  },
  async "discount-code"() {
    const input = discountCodeInputSchema.parse({ code: "SUMMER10", kind: "PERCENT", value: 10 });
    return {
      action: "discount-code",
      state: () => db.discountCode.findMany(),
      act: () => addDiscountCode(operator, input),
    };
  },
  async "discount-code-pause"() {
    const code = await db.discountCode.create({ data: { code: "PAUSE1", kind: "FIXED", value: 500, createdBy: "x" } });
    return {
      action: "discount-code-pause",
      state: () => db.discountCode.findMany({ select: { pausedAt: true } }),
      act: () => pauseDiscountCode(operator, code.id, true),
    };
  },
  async "discount-code-resume"() {
    const code = await db.discountCode.create({
      data: { code: "RESUME1", kind: "FIXED", value: 500, createdBy: "x", pausedAt: new Date() },
    });
    return {
      action: "discount-code-resume",
      state: () => db.discountCode.findMany({ select: { pausedAt: true } }),
      act: () => pauseDiscountCode(operator, code.id, false),
    };
  },
};

describe("a console action and its audit entry commit together or not at all", () => {
  it.each(Object.keys(cases))("%s", async (name) => {
    const { action, state, act } = await cases[name]!();
    const before = await state();
    await withAuditRefused(act);
    expect(await state()).toEqual(before);
    expect(await db.operatorAction.count({ where: { action } })).toBe(0);

    await act();
    expect(await state()).not.toEqual(before);
    expect(await db.operatorAction.findMany({ where: { action } })).toEqual([
      expect.objectContaining({ actor: "OPERATOR", operatorId: operator.id, operatorName: operator.username }),
    ]);
  });
});
