import { POST as contactRoute } from "@/app/api/contact/route";
import { PATCH as closeRoute } from "@/app/api/admin/conversations/[conversationId]/route";
import { POST as writeRoute } from "@/app/api/admin/conversations/route";
import { GET as threadRoute, POST as postRoute } from "@/app/api/orders/[orderId]/messages/route";
import { getAttention } from "@/lib/admin";
import { db } from "@/lib/db";
import { call, callWithParams, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { decodedParts } from "@/test/support/mime";
import { createPaidOrder } from "@/test/support/orders";
import { withSmtpDouble } from "@/test/support/smtp-double";
import { fromAddress, signedInUser } from "@/test/support/users";

import { savedRepliesFor, type ThreadView, UNANSWERED_AFTER_HOURS } from ".";

// Conversations (docs/conversations.md): who may read and write an order's
// thread, one e-mail per answer, the limits, the attention list.

const GUEST = "noura@example.ae";
let ip = 0;

const smtp = withSmtpDouble(resetDb);
const deliverMail = () => smtp.deliverMail();

/** A guest's paid order whose buyer left an address. */
async function guestOrder() {
  const order = await createPaidOrder();
  await db.payment.update({ where: { id: order.paymentId }, data: { customerEmail: GUEST } });
  return order;
}

const read = (orderId: string, query = "", cookie?: string) =>
  callWithParams(
    threadRoute,
    `/api/orders/${orderId}/messages${query}`,
    { orderId },
    { method: "GET", headers: cookie ? { cookie } : {} },
  );
const write = (orderId: string, body: object, cookie?: string, from = `10.9.0.${++ip % 250}`) =>
  callWithParams(
    postRoute,
    `/api/orders/${orderId}/messages`,
    { orderId },
    { body: JSON.stringify(body), headers: { ...fromAddress(from), ...(cookie ? { cookie } : {}) } },
  );
const answer = (body: object, cookie: string) =>
  call(writeRoute as Handler, "/api/admin/conversations", { body: JSON.stringify(body), headers: { cookie } });

describe("an order's thread", () => {
  it("a guest with the payment id reads and writes it; a stranger, a wrong id and another account get the order page's answers", async () => {
    const order = await guestOrder();
    const asked = await write(order.orderId, { paymentId: order.paymentId, body: "  متى يبدأ طلبي؟\n\nشكراً  " });
    expect(asked.status).toBe(201);
    const view = (await asked.json()) as ThreadView;
    expect(view).toMatchObject({ status: "OPEN", messages: [{ from: "customer", body: "متى يبدأ طلبي؟\n\nشكراً" }] });

    const again = await read(order.orderId, `?paymentId=${order.paymentId}`);
    expect(((await again.json()) as ThreadView).messages).toHaveLength(1);

    const stranger = await signedInUser();
    for (const res of [
      await read(order.orderId),
      await read(order.orderId, "?paymentId=pay_not_this_one_at_all"),
      await read(order.orderId, "", stranger.cookie),
      await write(order.orderId, { body: "hello" }, stranger.cookie),
    ])
      expect(res.status).toBe(404);
    expect(await db.conversationMessage.count()).toBe(1);
  });

  it("an account's order: its account reads and writes; its payment id alone asks to sign in, another account is refused", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const order = await createPaidOrder({ userId: owner.id });
    expect((await write(order.orderId, { body: "سؤال" }, owner.cookie)).status).toBe(201);
    expect((await read(order.orderId, "", owner.cookie)).status).toBe(200);
    expect((await read(order.orderId, `?paymentId=${order.paymentId}`)).status).toBe(401);
    expect((await read(order.orderId, `?paymentId=${order.paymentId}`, other.cookie)).status).toBe(403);
    expect((await write(order.orderId, { paymentId: order.paymentId, body: "x" }, other.cookie)).status).toBe(403);
  });

  it("refuses an empty or too long message and keeps it text (markup stays as typed, to be escaped where shown)", async () => {
    const order = await guestOrder();
    const empty = await write(order.orderId, { paymentId: order.paymentId, body: " \n " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe("اكتب رسالتك أولاً");
    const long = await write(order.orderId, { paymentId: order.paymentId, body: "ا".repeat(2_001) });
    expect(long.status).toBe(400);
    const markup = await write(order.orderId, { paymentId: order.paymentId, body: "<script>alert(1)</script>\u0007" });
    expect(((await markup.json()) as ThreadView).messages[0]!.body).toBe("<script>alert(1)</script>");
  });

  it("limits a client address to 10 messages in 10 minutes, and an order to 20 a day", async () => {
    const order = await guestOrder();
    const from = "10.9.9.9";
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await write(order.orderId, { paymentId: order.paymentId, body: `${i}` }, undefined, from)).status);
    expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(answers[10]).toBe(429);
    for (let i = 0; i < 11; i++) await write(order.orderId, { paymentId: order.paymentId, body: `more ${i}` });
    expect(await db.conversationMessage.count()).toBe(20);
  });
});

describe("the operator's answer", () => {
  it("lands in the thread, e-mails the customer once with a link back to the order, and is audited", async () => {
    const order = await guestOrder();
    await write(order.orderId, { paymentId: order.paymentId, body: "متى يبدأ طلبي؟" });
    const thread = await db.conversation.findUniqueOrThrow({ where: { orderId: order.orderId } });
    const operator = await signedInUser("OPERATOR");
    const customer = await signedInUser();
    expect((await answer({ conversationId: thread.id, body: "بدأ الآن" }, customer.cookie)).status).toBe(403);

    const res = await answer({ conversationId: thread.id, body: "بدأ الآن.\n\nشكراً لصبرك" }, operator.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ conversationId: thread.id, emailedTo: GUEST });
    await deliverMail();
    await deliverMail();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([GUEST]);
    const text = decodedParts(smtp.received[0]!.raw).join("\n");
    expect(text).toContain("شكراً لصبرك");
    expect(text).toContain(`payment_id=${order.paymentId}#conversation`);

    const view = (await (await read(order.orderId, `?paymentId=${order.paymentId}`)).json()) as ThreadView;
    expect(view.status).toBe("WAITING");
    expect(view.messages.map((m) => m.from)).toEqual(["customer", "store"]);
    expect(await db.operatorAction.count({ where: { action: "conversation-message", orderId: order.orderId } })).toBe(
      1,
    );

    expect(
      (
        await callWithParams(
          closeRoute,
          `/api/admin/conversations/${thread.id}`,
          { conversationId: thread.id },
          {
            method: "PATCH",
            body: JSON.stringify({ closed: true }),
            headers: { cookie: operator.cookie },
          },
        )
      ).status,
    ).toBe(200);
    expect((await db.conversation.findUniqueOrThrow({ where: { id: thread.id } })).status).toBe("CLOSED");
  });

  it("writes first about an order or to an account; the contact page's thread is answered by e-mail", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await guestOrder();
    const first = await answer({ orderId: order.orderId, body: "رابطك لا يعمل، أرسل الصحيح" }, operator.cookie);
    expect(first.status).toBe(201);
    expect(await db.conversation.count({ where: { orderId: order.orderId } })).toBe(1);

    const sent = await call(contactRoute as Handler, "/api/contact", {
      body: JSON.stringify({ email: "Visitor@Example.com", body: "هل تقبلون Apple Pay؟" }),
    });
    expect(sent.status).toBe(202);
    const contact = await db.conversation.findFirstOrThrow({ where: { email: "visitor@example.com" } });
    await answer({ conversationId: contact.id, body: "نعم" }, operator.cookie);
    await deliverMail();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([GUEST, "visitor@example.com"]);
    const bad = await call(contactRoute as Handler, "/api/contact", {
      body: JSON.stringify({ email: "not-an-address", body: "x" }),
    });
    expect(bad.status).toBe(400);
  });
});

describe("the attention list", () => {
  it(`lists a thread the customer has waited on for more than ${UNANSWERED_AFTER_HOURS} hours, until it is answered`, async () => {
    const order = await guestOrder();
    await write(order.orderId, { paymentId: order.paymentId, body: "؟" });
    const later = new Date(Date.now() + (UNANSWERED_AFTER_HOURS + 1) * 60 * 60_000);
    const section = async (now: Date) => (await getAttention({ now })).sections.find((s) => s.kind === "unanswered")!;
    expect((await section(new Date())).count).toBe(0);
    expect((await section(later)).count).toBe(1);
    const thread = await db.conversation.findUniqueOrThrow({ where: { orderId: order.orderId } });
    await answer({ conversationId: thread.id, body: "تم" }, (await signedInUser("OPERATOR")).cookie);
    expect((await section(later)).count).toBe(0);
  });
});

describe("the saved replies", () => {
  it("carry this order's own figures and the store's rules", async () => {
    const order = await guestOrder();
    await db.orderItem.update({ where: { id: order.items[0]!.id }, data: { status: "PROCESSING", remains: 1_500 } });
    const replies = Object.fromEntries((await savedRepliesFor(order.orderId)).map((r) => [r.key, r.text]));
    expect(replies["start-delay"]).toContain("3,500 من 5,000");
    expect(replies["drop-refill"]).toContain("وبقي 1,500");
    expect(replies["refund"]).toContain("لم يُسترد شيء");
    expect(replies["wrong-link"]).toContain(order.link);
    expect(replies["wrong-link"]).toContain("بدأ التنفيذ");
  });
});
