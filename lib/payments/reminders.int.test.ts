import { POST as resumeRoute } from "@/app/api/checkout/resume/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { reminderFigures } from "@/lib/admin";
import { db } from "@/lib/db";
import { UNSUBSCRIBE_LINK_MESSAGE } from "@/lib/mail";
import { actOnSimulatedIntent } from "@/lib/payment-providers";
import { call, type Handler } from "@/test/support/auth";
import { newPayment, payStored } from "@/test/support/checkout";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { decodedParts } from "@/test/support/mime";
import { withSmtpDouble } from "@/test/support/smtp-double";
import { signedInUser } from "@/test/support/users";

import { REMINDER_DELAY_MS, remindAbandonedCheckouts, resumeState } from ".";

// Abandoned checkouts (docs/checkout-reminders.md): one reminder, only with
// consent, never after payment, never twice, never to an address that
// unsubscribed; its link resumes the same payment or starts it again.

const GUEST = "layla@example.ae";
const MINUTE = 60_000;

const smtp = withSmtpDouble(resetDb);
const deliverMail = () => smtp.deliverMail();

/** A guest's unpaid payment; `consent` ticks the box. */
async function abandoned(consent = true, email: string | null = GUEST) {
  const created = await newPayment({
    ...(email && { customerEmail: email }),
    ...(consent && { reminderConsent: true }),
  });
  return db.payment.findUniqueOrThrow({ where: { id: created.id } });
}

const after = (createdAt: Date, ms: number) => new Date(createdAt.getTime() + ms);
const reminders = () => db.email.findMany({ where: { kind: "checkout-reminder" } });
const unsubscribeLink = (raw: string) => /^List-Unsubscribe:\s*<([^>]+)>/im.exec(raw)?.[1] ?? "";

const unsubscribe = (url: string, headers: Record<string, string> = {}) =>
  call(unsubscribeRoute as Handler, `${new URL(url).pathname}${new URL(url).search}`, {
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

const resume = (paymentId: string) =>
  call(resumeRoute as Handler, `/api/checkout/resume?payment_id=${encodeURIComponent(paymentId)}`, {
    body: "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("the abandoned-checkout reminder", () => {
  it("goes once, an hour after, to a guest who ticked the box: the order, its price, a resume link and a one-click unsubscribe", async () => {
    const payment = await abandoned();
    expect(payment.reminderConsent).toBe(true);
    expect(await remindAbandonedCheckouts(after(payment.createdAt, REMINDER_DELAY_MS - MINUTE))).toBe(0);
    expect(await remindAbandonedCheckouts(after(payment.createdAt, REMINDER_DELAY_MS + MINUTE))).toBe(1);
    expect(await remindAbandonedCheckouts(after(payment.createdAt, REMINDER_DELAY_MS + 30 * MINUTE))).toBe(0);
    await deliverMail();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([GUEST]);
    expect(mail!.subject).toBe("طلبك بانتظار الدفع: مشاهدات تيك توك");
    const text = decodedParts(mail!.raw).join("\n");
    expect(text).toContain("5,000");
    expect(text).toContain(`/resume?payment_id=${payment.id}`);
    expect(text).toContain("إيقاف رسائل التذكير");
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    expect(unsubscribeLink(mail!.raw)).toMatch(/\/api\/unsubscribe\?e=[\w-]+&t=[\w-]{32}$/);
  });

  it("is sent once when two workers look at the same moment", async () => {
    const payment = await abandoned();
    const at = after(payment.createdAt, REMINDER_DELAY_MS + MINUTE);
    const counts = await Promise.all([remindAbandonedCheckouts(at), remindAbandonedCheckouts(at)]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    await deliverMail();
    expect(await reminders()).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("never goes without the box ticked, without an address, or for an account's payment", async () => {
    const unticked = await abandoned(false);
    const noAddress = await abandoned(true, null);
    const user = await signedInUser();
    const created = await newPayment({ customerEmail: GUEST, reminderConsent: true }, user.cookie);
    const account = await db.payment.findUniqueOrThrow({ where: { id: created.id } });
    expect([unticked.reminderConsent, noAddress.reminderConsent, account.reminderConsent]).toEqual([
      false,
      false,
      false,
    ]);
    expect(await remindAbandonedCheckouts(after(new Date(), REMINDER_DELAY_MS + MINUTE))).toBe(0);
  });

  it("never goes after the payment was paid: stored, paid at the provider unseen, or paid after it was queued", async () => {
    const paid = await abandoned();
    await payStored(paid.id);
    // Paid at the provider; the store has not heard yet: the pass asks first.
    const unseen = await abandoned();
    const restore = overrideEnv({ SIMULATED_PAYMENT_COMPLETE_SECONDS: "0" });
    try {
      await actOnSimulatedIntent(unseen.id, "pay");
      expect(await remindAbandonedCheckouts(after(new Date(), REMINDER_DELAY_MS + MINUTE))).toBe(0);
    } finally {
      restore();
    }
    expect((await db.payment.findUniqueOrThrow({ where: { id: unseen.id } })).status).toBe("COMPLETED");

    // Queued, then paid before the mail's turn: withdrawn, never sent.
    const late = await abandoned();
    expect(await remindAbandonedCheckouts(after(late.createdAt, REMINDER_DELAY_MS + MINUTE))).toBe(1);
    await payStored(late.id);
    await deliverMail();
    expect(smtp.received.filter((m) => m.subject.startsWith("طلبك بانتظار الدفع"))).toEqual([]);
    expect((await reminders()).map((e) => e.status)).toEqual(["WITHDRAWN"]);
    // The receipts still went: they are not marketing.
    expect(smtp.received.filter((m) => m.subject.startsWith("إيصال الدفع")).length).toBe(3);
  });

  it("honours a one-click unsubscribe (posted by the mail program, from no origin of ours) for every later reminder", async () => {
    const first = await abandoned();
    await remindAbandonedCheckouts(after(first.createdAt, REMINDER_DELAY_MS + MINUTE));
    await deliverMail();
    const link = unsubscribeLink(smtp.received[0]!.raw);

    const forged = link.replace(/t=[\w-]+$/, `t=${"A".repeat(32)}`);
    const refused = await unsubscribe(forged, { origin: "https://mail.example" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(UNSUBSCRIBE_LINK_MESSAGE);
    expect(await db.marketingOptOut.count()).toBe(0);

    const done = await unsubscribe(link, { origin: "https://mail.example" });
    expect(done.status).toBe(200);
    expect((await unsubscribe(link)).status).toBe(200); // again: the same
    expect(await db.marketingOptOut.findMany({ select: { email: true } })).toEqual([{ email: GUEST }]);

    // A later checkout with the box ticked: no reminder for that address.
    const later = await abandoned();
    expect(await remindAbandonedCheckouts(after(later.createdAt, REMINDER_DELAY_MS + MINUTE))).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});

describe("the reminder's link", () => {
  it("sends the buyer to the same payment while its intent is open", async () => {
    const payment = await abandoned();
    const res = await resume(payment.id);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(payment.redirectUrl);
    expect(await db.payment.count()).toBe(1);
  });

  it("starts an ended payment again and says the price changed (a promotion began meanwhile); a second click finds the same", async () => {
    const payment = await abandoned();
    await actOnSimulatedIntent(payment.id, "cancel");
    expect((await resumeState(payment.id, null)).state).toBe("ended");
    const now = Date.now();
    await db.promotion.create({
      data: {
        title: "أسبوع الإطلاق",
        kind: "PERCENT",
        value: 20,
        services: [],
        startsAt: new Date(now - MINUTE),
        endsAt: new Date(now + 24 * 60 * MINUTE),
        createdBy: "owner",
      },
    });

    const res = await resume(payment.id);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    const again = await db.payment.findFirstOrThrow({ where: { resumedFromId: payment.id } });
    expect(location).toBe(`/resume?payment_id=${again.id}`);
    expect(again.amountFils).toBe(Math.round(payment.amountFils * 0.8));
    expect(again.reminderConsent).toBe(false); // never reminded twice
    const state = await resumeState(again.id, null);
    expect(state).toMatchObject({
      state: "open",
      before: { amountFils: payment.amountFils },
      payment: { amountFils: again.amountFils },
    });

    await resume(payment.id);
    expect(await db.payment.count({ where: { resumedFromId: payment.id } })).toBe(1);
  });

  it("shows a paid one as paid, one being confirmed as such, and an account's payment to nobody but its account", async () => {
    const confirming = await abandoned();
    await actOnSimulatedIntent(confirming.id, "pay"); // paid; the simulated provider confirms it after 15 s
    expect(await resumeState(confirming.id, null)).toEqual({
      state: "confirming",
      statusUrl: `/payment-success?id=${confirming.id}`,
    });
    const payment = await abandoned();
    await payStored(payment.id);
    expect((await resumeState(payment.id, null)).state).toBe("paid");

    const user = await signedInUser();
    const created = await newPayment({}, user.cookie);
    expect((await resumeState(created.id, null)).state).toBe("missing");
    expect((await resumeState(created.id, user.id)).state).toBe("open");
  });
});

describe("the console's reminder figures", () => {
  it("count what was sent, withdrawn and recovered (by the payment itself or the one its link started), to the fils", async () => {
    // Recovered by itself, then a part refunded; recovered by a new payment; withdrawn; sent and never paid.
    const [itself, restarted, withdrawn, ignored] = [
      await abandoned(),
      await abandoned(),
      await abandoned(),
      await abandoned(),
    ];
    const at = after(ignored.createdAt, REMINDER_DELAY_MS + MINUTE);
    expect(await remindAbandonedCheckouts(at)).toBe(4);
    await payStored(withdrawn.id);
    await deliverMail();
    await payStored(itself.id);
    await db.payment.update({ where: { id: itself.id }, data: { refundedFils: 100 } });
    await actOnSimulatedIntent(restarted.id, "cancel");
    // The pass read it on its clock an hour ahead: the next read is due now.
    await db.payment.update({ where: { id: restarted.id }, data: { checkedAt: null } });
    await resume(restarted.id);
    const again = await db.payment.findFirstOrThrow({ where: { resumedFromId: restarted.id } });
    await payStored(again.id);
    await optOutOf(smtp.received[0]!.raw);

    const today = new Date().toISOString().slice(0, 10);
    const figures = await reminderFigures(today, today, "UTC");
    expect(figures).toEqual({
      queued: 4,
      sent: 3,
      withdrawn: 1,
      recovered: 2,
      recoveredFils: itself.amountFils - 100 + again.amountFils,
      unsubscribed: 1,
    });
    // The paid-before-its-turn one is not "recovered": it was paid without the mail.
    expect(figures.recovered).toBe(2);
  });
});

async function optOutOf(raw: string) {
  expect((await unsubscribe(unsubscribeLink(raw))).status).toBe(200);
}
