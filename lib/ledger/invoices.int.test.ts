import { db, transaction } from "@/lib/db";
import { recordRefund } from "@/lib/fulfilment";
import { startWorker } from "@/lib/jobs";
import { refundAccepted } from "@/lib/ledger";
import { refundJob, refundRefused } from "@/lib/payment-providers";
import { refusalFor, taxInvoiceForViewer } from "@/lib/orders";
import { vatInTotal } from "@/lib/pricing";
import { expectConsoleError } from "@/test/support/console";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { quiet } from "@/test/support/fulfilment";
import { completePayment, createPendingPayment } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { creditNoteNumberLabel, invoiceNumberLabel } from ".";

beforeEach(() => resetDb());

const pendingPayment = (amountFils: number, serviceType: "VIEWS" | "EXPLORER" = "VIEWS") =>
  createPendingPayment({ amountFils, serviceType });
const paid = completePayment;

async function runRefunds() {
  const worker = startWorker([refundJob], { concurrency: 1, pollMs: 10, log: quiet });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}

describe("tax invoices", () => {
  it("numbers 20 concurrent payments 1 to 20, one invoice each, even when each is confirmed twice at once", async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => pendingPayment(1_000 + i)));
    // Every payment confirmed by two paths at the same moment (the webhook and the customer's poll).
    await Promise.all(ids.flatMap((id, i) => [paid(id, 1_000 + i), paid(id, 1_000 + i)]));

    const invoices = await db.taxInvoice.findMany({ orderBy: { number: "asc" } });
    expect(invoices.map((i) => i.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.paymentId))).toEqual(new Set(ids));
    const counterRow = await db.documentCounter.findUniqueOrThrow({ where: { kind: "TAX_INVOICE" } });
    expect(counterRow.last).toBe(20);
    // The database refuses a second invoice for a paid payment, whatever the code tried.
    await expect(db.taxInvoice.create({ data: { ...invoices[0]!, id: undefined, number: 999 } })).rejects.toThrow(
      /Unique constraint|payment_id/,
    );
  });

  it("states the seller, TRN, rate and the VAT inside the total, to the fils", async () => {
    const id = await pendingPayment(2_500);
    await paid(id, 2_500);
    const invoice = await db.taxInvoice.findUniqueOrThrow({ where: { paymentId: id } });
    expect(invoice).toMatchObject({
      sellerName: expect.stringMatching(/التجريبية/),
      sellerTrn: "100000000000003",
      vatRateBp: 500,
      totalFils: 2_500,
      // 25.00 × 5 / 105 = 1.1904…: 1.19 AED.
      vatFils: 119,
      description: "طلب 5000 مشاهدة",
    });
  });

  it("issues none when the store is not VAT-registered", async () => {
    const restore = overrideEnv({ VAT_REGISTERED: "false" });
    try {
      const id = await pendingPayment(2_500);
      await paid(id, 2_500);
      expect(await db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "COMPLETED" });
      expect(await db.taxInvoice.count()).toBe(0);
    } finally {
      restore();
    }
  });

  it("is shown to the order's guest holding its payment id, its account and operators; to nobody else", async () => {
    const id = await pendingPayment(2_500);
    await paid(id, 2_500);
    const order = await db.order.findUniqueOrThrow({ where: { paymentId: id } });
    const invoice = await taxInvoiceForViewer(order.id, { paymentId: id });
    expect(invoice).toMatchObject({ number: invoiceNumberLabel(1), vatFils: 119, totalFils: 2_500, orderId: order.id });
    expect(await taxInvoiceForViewer(order.id, { operator: true })).toMatchObject({ number: "INV-000001" });
    expect(await taxInvoiceForViewer(order.id, { paymentId: "pay_someone_else" })).toBeNull();
    expect(await taxInvoiceForViewer(order.id, { userId: "5f0c2a2e-8b1a-4c47-9a55-2b0f3c1d9e10" })).toBeNull();
    expect(await taxInvoiceForViewer(order.id, {})).toBeNull();
  });

  it("of an account's order, by its payment id only to that account; anyone else is told to sign in", async () => {
    const id = await pendingPayment(2_500);
    await paid(id, 2_500);
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const order = await db.order.findUniqueOrThrow({ where: { paymentId: id } });
    await db.order.update({ where: { id: order.id }, data: { userId: owner.id } });
    await db.payment.update({ where: { id }, data: { userId: owner.id } });

    expect(await taxInvoiceForViewer(order.id, { userId: owner.id, paymentId: id })).toMatchObject({
      number: invoiceNumberLabel(1),
    });
    expect(await taxInvoiceForViewer(order.id, { paymentId: id })).toBeNull();
    expect(await taxInvoiceForViewer(order.id, { userId: stranger.id, paymentId: id })).toBeNull();
    expect(await refusalFor(order.id, { paymentId: id })).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await refusalFor(order.id, { userId: stranger.id, paymentId: id })).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusalFor(order.id, { paymentId: "pay_someone_else" })).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("credit notes", () => {
  it("one per refund that returned money, referencing the invoice; none for a refund that ended FAILED", async () => {
    const id = await pendingPayment(4_200, "EXPLORER");
    await paid(id, 4_200);
    const items = await db.orderItem.findMany({ where: { order: { paymentId: id } }, orderBy: { kind: "asc" } });
    const refunds = [];
    for (const item of items.slice(0, 3))
      refunds.push(
        (await transaction((tx) => recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 700 })))!,
      );
    // The provider refuses the third one outright: no money moved, and the operator must act.
    expectConsoleError(/refund \S+ FAILED after 1 attempt\(s\): refused \(HTTP 422\); the operator must act/);
    await refundRefused(refunds[2]!.refundId, refunds[2]!.refundId, "refused (HTTP 422)", { final: true });
    await runRefunds();

    const notes = await db.creditNote.findMany({ orderBy: { number: "asc" }, include: { invoice: true } });
    expect(notes.map((n) => [n.number, n.refundId])).toEqual([
      [1, refunds[0]!.refundId],
      [2, refunds[1]!.refundId],
    ]);
    const invoice = await db.taxInvoice.findUniqueOrThrow({ where: { paymentId: id } });
    for (const n of notes) {
      expect(n.invoiceId).toBe(invoice.id);
      expect(n.totalFils).toBe(700);
    }
    // 7.00 × 5 / 105 = 0.3333…: 0.33 AED; then the VAT in 14.00 (0.67) less those 0.33.
    expect(notes.map((n) => n.vatFils)).toEqual([33, 34]);
    expect(await db.refund.findUniqueOrThrow({ where: { id: refunds[2]!.refundId } })).toMatchObject({
      status: "FAILED",
    });

    // The invoice page lists them with the invoice they reference.
    const order = await db.order.findUniqueOrThrow({ where: { paymentId: id } });
    const view = await taxInvoiceForViewer(order.id, { paymentId: id });
    expect(view?.creditNotes.map((c) => c.number)).toEqual([creditNoteNumberLabel(1), creditNoteNumberLabel(2)]);
  });

  it("is issued once when the job's answer and the provider's webhook complete a refund at the same time", async () => {
    const id = await pendingPayment(2_500);
    await paid(id, 2_500);
    const item = await db.orderItem.findFirstOrThrow({ where: { order: { paymentId: id } } });
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 2_500 }),
    ))!;
    const changed = await Promise.all(
      Array.from({ length: 4 }, () => refundAccepted({ id: refund.refundId }, "COMPLETED")),
    );
    expect(changed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await db.creditNote.findMany({ select: { number: true, totalFils: true, vatFils: true } })).toEqual([
      { number: 1, totalFils: 2_500, vatFils: 119 },
    ]);
    // A refund only accepted (still pending at the provider) has returned nothing yet: no credit note.
    const other = await pendingPayment(1_000);
    await paid(other, 1_000);
    const otherItem = await db.orderItem.findFirstOrThrow({ where: { order: { paymentId: other } } });
    const pending = (await transaction((tx) =>
      recordRefund(tx, { itemId: otherItem.id, reason: "OPERATOR", amountFils: 500 }),
    ))!;
    await refundAccepted({ id: pending.refundId }, "PROCESSING");
    expect(await db.creditNote.count({ where: { refundId: pending.refundId } })).toBe(0);
  });
});

describe("credit notes of one invoice add up to its VAT", () => {
  // One item refunded twice, for two reasons (one refund per item and reason).
  const reasons = ["PARTIAL", "OPERATOR"] as const;

  async function refundTwice(amountFils: number, parts: [number, number]) {
    const id = await pendingPayment(amountFils);
    await paid(id, amountFils);
    const item = await db.orderItem.findFirstOrThrow({ where: { order: { paymentId: id } } });
    for (const [i, part] of parts.entries()) {
      const refund = (await transaction((tx) =>
        recordRefund(tx, { itemId: item.id, reason: reasons[i]!, amountFils: part }),
      ))!;
      await refundAccepted({ id: refund.refundId }, "COMPLETED");
    }
    const invoice = await db.taxInvoice.findUniqueOrThrow({ where: { paymentId: id } });
    const notes = await db.creditNote.findMany({ where: { invoiceId: invoice.id }, orderBy: { number: "asc" } });
    return { invoice, notes };
  }

  it("two 1.75 AED refunds of a 3.50 AED invoice credit its whole 0.17 AED of VAT (0.08 then 0.09)", async () => {
    const { invoice, notes } = await refundTwice(350, [175, 175]);
    expect(invoice.vatFils).toBe(17);
    expect(notes.map((n) => [n.totalFils, n.vatFils])).toEqual([
      [175, 8],
      [175, 9],
    ]);
  });

  it("a partial refund credits the VAT in what has been returned so far, never more than the invoice holds", async () => {
    // 10.00 AED: 0.48 of VAT. 3.33 returned: VAT in 3.33 = 0.16; then 3.33 more: VAT in 6.66 = 0.32, so 0.16.
    const { invoice, notes } = await refundTwice(1_000, [333, 333]);
    expect(invoice.vatFils).toBe(48);
    expect(notes.map((n) => n.vatFils)).toEqual([16, 16]);
  });

  it("two notes of one invoice completed at the same moment still add up (the invoice row is locked)", async () => {
    const id = await pendingPayment(350);
    await paid(id, 350);
    const item = await db.orderItem.findFirstOrThrow({ where: { order: { paymentId: id } } });
    const refunds = [];
    for (const reason of reasons)
      refunds.push((await transaction((tx) => recordRefund(tx, { itemId: item.id, reason, amountFils: 175 })))!);
    await Promise.all(refunds.map((r) => refundAccepted({ id: r.refundId }, "COMPLETED")));
    const notes = await db.creditNote.findMany();
    expect(notes.reduce((sum, n) => sum + n.vatFils, 0)).toBe(17);
  });

  it("credits at the invoice's rate after the VAT setting changed", async () => {
    const id = await pendingPayment(2_100);
    await paid(id, 2_100);
    const item = await db.orderItem.findFirstOrThrow({ where: { order: { paymentId: id } } });
    const restore = overrideEnv({ VAT_PERCENT: "10" });
    try {
      const refund = (await transaction((tx) =>
        recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 1_050 }),
      ))!;
      await refundAccepted({ id: refund.refundId }, "COMPLETED");
      // 10.50 × 5 / 105 = 0.50 AED at the invoice's 5%; at today's 10% it would be 0.95.
      expect(await db.creditNote.findFirstOrThrow()).toMatchObject({ totalFils: 1_050, vatFils: 50 });
      // A payment made after the change is invoiced at the new rate.
      const later = await pendingPayment(1_100);
      await paid(later, 1_100);
      expect(await db.taxInvoice.findUniqueOrThrow({ where: { paymentId: later } })).toMatchObject({
        vatRateBp: 1_000,
        vatFils: 100,
      });
    } finally {
      restore();
    }
  });
});

describe("the VAT inside a VAT-inclusive total", () => {
  it.each([
    [2_500, 500, 119], // 119.047…
    [105, 500, 5], // exactly 5
    [10, 500, 0], // 0.476… fils
    [11, 500, 1], // 0.523… fils
    [1_000_000, 500, 47_619], // 47,619.047…
    [3_500, 750, 244], // 7.5%: 244.186…
  ])("%i fils at %i bp holds %i fils of VAT", (total, bp, vat) => {
    expect(vatInTotal(total, bp)).toBe(vat);
  });
});
