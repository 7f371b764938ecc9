import { POST as freeRoute } from "@/app/api/tiktok-views/free/route";
import { getCustomer, searchCustomers } from "@/lib/admin";
import { BLOCKED_MESSAGE } from "@/lib/blocks/contract";
import { db } from "@/lib/db";
import { clearResolvedLinks } from "@/lib/tiktok-videos";
import { call, callWithParams, type Handler } from "@/test/support/auth";
import { createPayment } from "@/test/support/checkout";
import { resetDb } from "@/test/support/db";
import { createPaidOrder } from "@/test/support/orders";
import { fromAddress, signedInUser } from "@/test/support/users";

import { POST as liftRoute } from "../blocks/[blockId]/lift/route";
import { POST as blocksRoute } from "../blocks/route";

import { POST as blockAccountRoute } from "./[userId]/block/route";
import { POST as noteRoute } from "./[userId]/note/route";

beforeEach(async () => {
  await resetDb();
  clearResolvedLinks();
});

const VIDEO_ID = "7312345678901234567";
const VIDEO = `https://www.tiktok.com/@sara/video/${VIDEO_ID}`;
const OTHER_VIDEO = "https://www.tiktok.com/@sara/video/7399999999999999999";

const postAs = <P extends Record<string, string>>(
  handler: Parameters<typeof callWithParams<P>>[0],
  path: string,
  params: P,
  cookie: string,
  body: object,
) => callWithParams(handler, path, params, { body: JSON.stringify(body), headers: { cookie } });

const blockTarget = (cookie: string, target: string, customerId?: string) =>
  postAs(blocksRoute, "/api/admin/blocks", {}, cookie, { target, reason: "طلبات احتيالية متكررة", customerId });
const blockAccount = (cookie: string, userId: string) =>
  postAs(blockAccountRoute, `/api/admin/customers/${userId}/block`, { userId }, cookie, { reason: "إساءة" });
const lift = (cookie: string, blockId: string) =>
  postAs(liftRoute, `/api/admin/blocks/${blockId}/lift`, { blockId }, cookie, {});

let address = 0;
const checkout = (tiktokUrl: string, cookie?: string) =>
  createPayment(
    { description: "طلب 5000 مشاهدة", tiktokUrl, serviceType: "views", serviceQuantity: 5000 },
    cookie,
    fromAddress(`203.0.113.${++address}`),
  );
const freeClaim = (tiktokUrl: string, cookie: string) =>
  call(freeRoute as Handler, "/api/tiktok-views/free", {
    body: JSON.stringify({ tiktokUrl }),
    headers: { cookie, ...fromAddress(`203.0.113.${++address}`) },
  });

async function refusedAsBlocked(res: Response) {
  expect(res.status).toBe(403);
  const body = (await res.json()) as { error: string; message: string };
  expect(body).toEqual({ error: BLOCKED_MESSAGE, message: BLOCKED_MESSAGE });
}

describe("blocking a video or a link", () => {
  it("refuses the video at checkout and at the free offer however its link is written, and nothing is stored", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    const res = await blockTarget(operator.cookie, `${VIDEO}?is_from_webapp=1`);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "VIDEO", value: VIDEO_ID });

    for (const form of [
      VIDEO,
      `https://m.tiktok.com/@other/video/${VIDEO_ID}?lang=ar`,
      `tiktok.com/@x/video/${VIDEO_ID}`,
    ])
      await refusedAsBlocked(await checkout(form));
    await refusedAsBlocked(await checkout(VIDEO, customer.cookie));
    await refusedAsBlocked(await freeClaim(VIDEO, customer.cookie));
    expect(await db.payment.count()).toBe(0);
    expect(await db.order.count()).toBe(0);
    expect(await db.freeViewClaim.count()).toBe(0);

    // Another video is not affected, and the same customer can still claim the offer with it.
    expect((await checkout(OTHER_VIDEO, customer.cookie)).status).toBe(201);
    expect((await freeClaim(OTHER_VIDEO, customer.cookie)).status).toBe(201);
  });

  it("blocks by the bare video id too, refuses the same block twice, and lifting it lets the video through; all audited", async () => {
    const operator = await signedInUser("OPERATOR");
    const res = await blockTarget(operator.cookie, VIDEO_ID);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await refusedAsBlocked(await checkout(VIDEO));
    expect((await blockTarget(operator.cookie, VIDEO)).status).toBe(409);
    expect((await blockTarget(operator.cookie, "https://example.com/video/1")).status).toBe(400);

    expect((await lift(operator.cookie, id)).status).toBe(200);
    expect((await lift(operator.cookie, id)).status).toBe(404);
    expect((await checkout(VIDEO)).status).toBe(201);
    const trail = await db.operatorAction.findMany({ orderBy: { createdAt: "asc" } });
    expect(trail.map((a) => [a.actor, a.operatorName, a.action])).toEqual([
      ["OPERATOR", operator.username, "block-video"],
      ["OPERATOR", operator.username, "unblock"],
    ]);
  });
});

describe("blocking an account", () => {
  it("refuses that account at checkout and at the free offer with the same polite message; others are served", async () => {
    const [operator, blocked, other] = [await signedInUser("OPERATOR"), await signedInUser(), await signedInUser()];
    expect((await blockAccount(operator.cookie, blocked.id)).status).toBe(201);
    expect((await blockAccount(operator.cookie, blocked.id)).status).toBe(409);

    await refusedAsBlocked(await checkout(VIDEO, blocked.cookie));
    await refusedAsBlocked(await freeClaim(VIDEO, blocked.cookie));
    expect(await db.payment.count()).toBe(0);
    expect((await checkout(VIDEO, other.cookie)).status).toBe(201);
    expect((await freeClaim(VIDEO, other.cookie)).status).toBe(201);

    const customer = await getCustomer(blocked.id);
    expect(customer?.block).toMatchObject({ kind: "ACCOUNT", reason: "إساءة", createdBy: operator.username });
    expect(customer?.trail.map((a) => a.action)).toEqual(["block-account"]);
  });

  it("a customer refuses a non-operator and a bad id: 403 and 404, never a 500", async () => {
    const customer = await signedInUser();
    expect((await blockAccount(customer.cookie, customer.id)).status).toBe(403);
    expect((await blockTarget(customer.cookie, VIDEO)).status).toBe(403);
    const operator = await signedInUser("OPERATOR");
    expect(
      (await postAs(blockAccountRoute, "/api/admin/customers/nope/block", { userId: "nope" }, operator.cookie, {}))
        .status,
    ).toBe(404);
    expect(await db.block.count()).toBe(0);
  });
});

describe("customers in the console", () => {
  it("finds a customer by username, e-mail, or a link or id of one of their orders, with their totals", async () => {
    await signedInUser("OPERATOR");
    const buyer = await signedInUser();
    await db.user.update({ where: { id: buyer.id }, data: { email: "Buyer@Example.com" } });
    const first = await createPaidOrder({ userId: buyer.id, amountFils: 1000, link: VIDEO });
    await createPaidOrder({ userId: buyer.id, amountFils: 500 });
    await db.payment.update({ where: { id: first.paymentId }, data: { refundedFils: 300 } });
    await db.order.create({
      data: { source: "FREE", userId: buyer.id, serviceType: "VIEWS", quantity: 1000, link: OTHER_VIDEO },
    });

    // The orders list's search finds their orders, so its ids find them too: the order's, the payment's.
    for (const q of [buyer.username.slice(1).toUpperCase(), "buyer@example", VIDEO_ID, first.orderId, first.paymentId])
      expect((await searchCustomers({ q })).rows.map((r) => r.id)).toEqual([buyer.id]);
    expect((await searchCustomers({ q: "nobody-like-this" })).total).toBe(0);
    // The operator's account is one too.
    expect((await searchCustomers({})).total).toBe(2);

    const c = await getCustomer(buyer.id);
    expect(c?.totals).toMatchObject({ orders: 3, paidOrders: 2, paidFils: 1500, refundedFils: 300, freeClaims: 1 });
    // createPaidOrder's checkouts gave the placeholder address: none to show.
    expect(c?.checkoutEmails).toEqual([]);
    expect(c?.totals.firstOrderAt).toBeInstanceOf(Date);
    expect(c!.totals.firstOrderAt!.getTime()).toBeLessThanOrEqual(c!.totals.lastOrderAt!.getTime());
  });

  it("keeps the operator's note, replaced on edit, each change in the audit log with before and after", async () => {
    const [operator, buyer] = [await signedInUser("OPERATOR"), await signedInUser()];
    const note = (text: string) =>
      postAs(noteRoute, `/api/admin/customers/${buyer.id}/note`, { userId: buyer.id }, operator.cookie, {
        note: text,
      });
    expect((await note("يطلب كثيراً، تحقق قبل الاسترداد")).status).toBe(200);
    expect((await note("عميل موثوق")).status).toBe(200);
    expect((await note("عميل موثوق")).status).toBe(200); // unchanged: not recorded again
    expect((await getCustomer(buyer.id))?.customerNote).toMatchObject({
      note: "عميل موثوق",
      updatedBy: operator.username,
    });
    const trail = (await getCustomer(buyer.id))!.trail;
    expect(trail.map((a) => [a.action, a.before, a.after])).toEqual([
      ["customer-note", { note: "يطلب كثيراً، تحقق قبل الاسترداد" }, { note: "عميل موثوق" }],
      ["customer-note", { note: null }, { note: "يطلب كثيراً، تحقق قبل الاسترداد" }],
    ]);
    expect((await note("x".repeat(2001))).status).toBe(400);
  });
});
