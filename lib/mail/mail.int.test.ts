import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { db, transaction } from "@/lib/db";
import { recordRefund } from "@/lib/fulfilment";
import { startWorker } from "@/lib/jobs";
import { applyIntent } from "@/lib/payments";
import { DEMO_IDENTITY } from "@/lib/env/identity";
import { expectConsoleError } from "@/test/support/console";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { quiet } from "@/test/support/fulfilment";
import { sender } from "@/test/support/mime";
import { createPaidOrder, createPendingPayment } from "@/test/support/orders";
import { startSmtpDouble } from "@/test/support/smtp-double";

import { checkDeadlines } from "../fulfilment/deadlines";
import { refreshOrderStatus } from "../fulfilment/order-status";
import { applyStatus } from "../fulfilment/sync";
import type { PanelClient } from "@/lib/smm-panel";

import { listOutbox, mailJob, readOutboxMessage } from ".";

const GUEST = "sara@example.net";

let smtp: Awaited<ReturnType<typeof startSmtpDouble>>;
let restoreEnv: () => void;
/** The workers' clock runs this far ahead of real time: retries with backoff come due at once. */
let ahead = 0;

beforeAll(async () => {
  smtp = await startSmtpDouble();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await resetDb();
  smtp.received.length = 0;
  smtp.refuse(0);
  ahead = 0;
  restoreEnv = overrideEnv({ SMTP_URL: smtp.url });
});
afterEach(() => restoreEnv());

/** Runs the mail jobs until none is due; each round moves the clock two hours on (past any backoff). */
async function deliverMail(rounds = 1) {
  for (let i = 0; i < rounds; i++) {
    const worker = startWorker([mailJob], { pollMs: 10, log: quiet, now: () => new Date(Date.now() + ahead) });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    ahead += 2 * 60 * 60_000;
  }
}

const pendingPayment = (email: string | null) =>
  createPendingPayment({ email, link: "https://www.tiktok.com/@sara/video/7300000000000000001" });

const verified = (paymentId: string) =>
  applyIntent(paymentId, {
    id: `pi_${paymentId}`,
    status: "completed",
    amountFils: 2500,
    currency: "AED",
    redirectUrl: null,
  });

async function paidOrderFor(email: string) {
  const order = await createPaidOrder({ amountFils: 2500 });
  await db.payment.update({ where: { id: order.paymentId }, data: { customerEmail: email } });
  return order;
}

describe("customer e-mails through the job queue", () => {
  it("sends one receipt per verified payment, through a mail server that refuses twice and then recovers", async () => {
    const paymentId = await pendingPayment(GUEST);
    // The provider's news arrives several times (poll, webhook, success page).
    await Promise.all([verified(paymentId), verified(paymentId)]);
    await verified(paymentId);
    expect(await db.job.count({ where: { type: "mail.send" } })).toBe(1);

    smtp.refuse(2);
    await deliverMail(1);
    expect(smtp.received).toHaveLength(0);
    const waiting = await db.email.findUniqueOrThrow({ where: { key: `receipt:${paymentId}` } });
    expect(waiting.status).toBe("PENDING");
    expect(waiting.lastError).toMatch(/451/);

    await deliverMail(3);
    expect(smtp.refusedCount).toBe(2);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([GUEST]);
    expect(mail!.subject).toContain("إيصال");
    const sent = await db.email.findUniqueOrThrow({ where: { key: `receipt:${paymentId}` } });
    expect(sent.status).toBe("SENT");
    expect(mail!.messageId).toBe(`<${sent.id}@localhost>`);
    // Arabic, right to left, with a plain-text part saying the same.
    expect(mail!.raw).toMatch(/multipart\/alternative/);
    expect(mail!.raw).toMatch(/text\/plain/);
    expect(sent.html).toContain('dir="rtl"');
    const order = await db.order.findUniqueOrThrow({ where: { paymentId } });
    const orderLink = `http://localhost:3000/order-complete?id=${order.id}&payment_id=${paymentId}`;
    for (const part of [sent.text!, sent.html!]) {
      expect(part).toContain("25.00 درهم");
      expect(part).toContain("ضريبة القيمة المضافة");
      expect(part).toContain("https://www.tiktok.com/@sara/video/7300000000000000001");
      expect(part).toContain("5,000");
    }
    expect(sent.text).toContain(orderLink);
    expect(sent.html).toContain(orderLink.replace(/&/g, "&amp;"));
    // The store's identity (the demo one here): its tax invoice, its VAT to the fils, the seller's TRN, its name as sender.
    const invoiceLink = `http://localhost:3000/invoice?id=${order.id}&payment_id=${paymentId}`;
    expect(sent.text).toContain("25.00 درهم (شامل ضريبة القيمة المضافة 5%)");
    expect(sent.text).toContain("ضريبة القيمة المضافة: 1.19 درهم");
    expect(sent.text).toContain("رقم الفاتورة الضريبية: INV-000001");
    expect(sent.text).toContain(invoiceLink);
    expect(sent.html).toContain(invoiceLink.replace(/&/g, "&amp;"));
    expect(sent.text).toContain("رقم التسجيل الضريبي 100000000000003");
    expect(sender(mail!.raw)).toEqual({ name: DEMO_IDENTITY.name, address: "no-reply@localhost" });

    // Later runs (a duplicated job, a swept and re-queued one) never send it again.
    await mailJob.run({ event: "receipt", id: paymentId }, {} as never);
    expect(smtp.received).toHaveLength(1);
  });

  it("says nothing of VAT or tax invoices when the store is not VAT-registered", async () => {
    restoreEnv();
    restoreEnv = overrideEnv({ SMTP_URL: smtp.url, VAT_REGISTERED: "false", BUSINESS_NAME: "متجر صغير" });
    const paymentId = await pendingPayment(GUEST);
    await verified(paymentId);
    await deliverMail(1);
    const sent = await db.email.findUniqueOrThrow({ where: { key: `receipt:${paymentId}` } });
    expect(sent.text).toContain("المبلغ المدفوع: 25.00 درهم");
    for (const part of [sent.text!, sent.html!]) expect(part).not.toMatch(/ضريب|فاتورة|TRN/);
    expect(sent.text).toContain("متجر صغير");
  });

  it("sends nothing when the guest left no address", async () => {
    const paymentId = await pendingPayment(null);
    await verified(paymentId);
    await deliverMail(1);
    expect(smtp.received).toHaveLength(0);
    expect(await db.email.count()).toBe(0);
  });

  it("sends a signed-in buyer's receipt to the account's address once it is verified, never before", async () => {
    const user = await db.user.create({
      data: { username: "mona", usernameKey: "mona", passwordHash: "x", email: "mona@example.net" },
    });
    const unverified = await pendingPayment(null);
    await db.payment.update({ where: { id: unverified }, data: { userId: user.id } });
    await verified(unverified);
    await deliverMail(1);
    expect(smtp.received).toHaveLength(0);

    await db.user.update({
      where: { id: user.id },
      data: { emailVerifiedAt: new Date(), emailKey: "mona@example.net" },
    });
    const paymentId = await pendingPayment(null);
    await db.payment.update({ where: { id: paymentId }, data: { userId: user.id } });
    await verified(paymentId);
    await deliverMail(1);
    expect(smtp.received.map((m) => m.to)).toEqual([["mona@example.net"]]);
  });

  it("tells the customer about a refund (how much, why) once, and when the order completes", async () => {
    const { orderId, items } = await paidOrderFor(GUEST);
    const refund = () =>
      transaction((tx) => recordRefund(tx, { itemId: items[0]!.id, reason: "PARTIAL", amountFils: 1000 }));
    await refund();
    await refund();
    await deliverMail(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(["نعيد إليك 10.00 درهم"]);
    const notice = await db.email.findFirstOrThrow({ where: { kind: "refund" } });
    expect(notice.text).toContain("تم تنفيذ جزء من الكمية فقط");
    expect(notice.orderId).toBe(orderId);

    const other = await paidOrderFor(GUEST);
    await transaction(async (tx) => {
      await tx.orderItem.updateMany({ where: { orderId: other.orderId }, data: { status: "COMPLETED" } });
      await refreshOrderStatus(tx, other.orderId);
      await refreshOrderStatus(tx, other.orderId);
    });
    await deliverMail(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(["نعيد إليك 10.00 درهم", "اكتمل طلبك"]);
  });

  it("after an operator's cancel, says what was delivered, what is returned and who stopped it", async () => {
    const { items } = await paidOrderFor(GUEST);
    // As the console's cancel leaves the item: running at the panel, its cancel asked by an operator.
    await db.orderItem.update({
      where: { id: items[0]!.id },
      data: { submission: "SUBMITTED", externalOrderId: "77", status: "PROCESSING", cancelRequestedAt: new Date() },
    });
    const item = await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } });
    // The panel confirms the cancel with 3,000 of 5,000 left: the undelivered share goes back.
    await applyStatus(item, { status: "Canceled", remains: 3_000, start_count: 10 }, new Date());
    await deliverMail(1);
    const notice = await db.email.findFirstOrThrow({ where: { kind: "refund" } });
    expect(notice.subject).toBe("نعيد إليك 15.00 درهم");
    expect(notice.text).toContain("أوقف فريق الدعم تنفيذ الطلب لدى مزود الخدمة قبل اكتماله");
    expect(notice.text).not.toContain("ألغى مزود الخدمة");
    expect(notice.text).toMatch(/ما وصل:?\s*2,000 من 5,000/);
    expect(notice.text).toMatch(/المبلغ المُعاد:?\s*15\.00 درهم/);
  });

  it("tells the customer once when the order has not started within its promise", async () => {
    const { orderId } = await paidOrderFor(GUEST);
    await db.order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - 3 * 60 * 60_000) } });
    const panel = {} as PanelClient;
    await checkDeadlines(panel);
    await checkDeadlines(panel);
    await deliverMail(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(["طلبك يحتاج وقتاً أطول"]);
  });

  it("never sends again a message whose sending was interrupted (at most once after the server may have accepted it)", async () => {
    expectConsoleError(/e-mail \S+ \(receipt\) may or may not have been sent: not sent again/);
    const paymentId = await pendingPayment(GUEST);
    await verified(paymentId);
    await mailJob.run({ event: "receipt", id: paymentId }, {} as never).catch(() => {});
    // As if a worker had stopped between handing it over and recording the answer.
    await db.email.updateMany({ data: { status: "SENDING", attemptId: crypto.randomUUID(), sentAt: null } });
    const before = smtp.received.length;
    await mailJob.run({ event: "receipt", id: paymentId }, {} as never);
    expect(smtp.received).toHaveLength(before);
    expect((await db.email.findFirstOrThrow()).status).toBe("UNKNOWN");
  });
});

describe("the outbox (no SMTP_URL)", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    restoreEnv();
    restoreEnv = overrideEnv({ SMTP_URL: "", DATA_DIR: dataDir });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("writes each message as an .eml file and lists it for the console", async () => {
    const paymentId = await pendingPayment(GUEST);
    await verified(paymentId);
    await deliverMail(1);
    expect(smtp.received).toHaveLength(0);
    expect(readdirSync(path.join(dataDir, "outbox")).filter((n) => n.endsWith(".eml"))).toHaveLength(1);
    const [entry] = await listOutbox();
    expect(entry).toEqual(expect.objectContaining({ to: GUEST, subject: expect.stringContaining("إيصال") }));
    const raw = await readOutboxMessage(entry!.name);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(await readOutboxMessage("../pglite.lock")).toBeNull();
  });
});
