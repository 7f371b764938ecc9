import { transaction } from "@/lib/db";
import { db } from "@/lib/db";
import { recordRefund } from "@/lib/fulfilment";
import { refundAccepted } from "@/lib/ledger";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { completePayment, createPendingPayment } from "@/test/support/orders";

import { composeOrderMail } from ".";

// The refund e-mail names the refund's credit note and links its page
// (/credit-note), which a VAT-registered store issues when the refund completes.

beforeEach(() => resetDb());

async function paidOrderWithRefund(amountFils = 700) {
  const paymentId = await createPendingPayment({ amountFils: 2_500, email: "layla@example.net" });
  await completePayment(paymentId, 2_500);
  const order = await db.order.findUniqueOrThrow({ where: { paymentId }, include: { items: true } });
  const refund = (await transaction((tx) =>
    recordRefund(tx, { itemId: order.items[0]!.id, reason: "OPERATOR", amountFils }),
  ))!;
  return { paymentId, orderId: order.id, refundId: refund.refundId };
}

const creditNoteLink = (orderId: string, paymentId: string) =>
  new RegExp(`/credit-note\\?id=${orderId}&payment_id=${paymentId}`);

describe("the refund e-mail and the credit note", () => {
  it("links the order's credit-note page while the refund is under way, and names the note once it is issued", async () => {
    const { paymentId, orderId, refundId } = await paidOrderWithRefund();
    const started = (await composeOrderMail(db, "refund", refundId))!;
    expect(started.text).toMatch(creditNoteLink(orderId, paymentId));
    expect(started.html).toContain("الإشعار الدائن");
    expect(started.text).toContain("نصدر إشعاراً دائناً بالمبلغ على فاتورتك الضريبية عند إتمام الإعادة");
    expect(started.text).not.toMatch(/CN-\d{6}/);

    await refundAccepted({ id: refundId }, "COMPLETED");
    const done = (await composeOrderMail(db, "refund", refundId))!;
    expect(done.text).toMatch(/رقم الإشعار الدائن:?\s*CN-000001/);
    expect(done.text).toMatch(creditNoteLink(orderId, paymentId));
    expect(done.text).not.toContain("نصدر إشعاراً دائناً");
  });

  it("says nothing of a credit note when the store is not VAT-registered (no invoice, no note)", async () => {
    const restore = overrideEnv({ VAT_REGISTERED: "false" });
    try {
      const { refundId } = await paidOrderWithRefund();
      await refundAccepted({ id: refundId }, "COMPLETED");
      const mail = (await composeOrderMail(db, "refund", refundId))!;
      expect(mail.text).not.toContain("الإشعار الدائن");
      expect(mail.text).not.toContain("/credit-note");
    } finally {
      restore();
    }
  });
});
