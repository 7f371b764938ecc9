import "server-only";

import { randomBytes } from "node:crypto";

import type { Tx, db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { adContent, fromDbService } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { queueTikTokEvent } from "./jobs";
import type { RelayEvent } from "./relay-schema";
import { serverEventId } from "./server-event-ids";
import { tiktokEventsConfig } from "./tiktok/client";
import { toTikTokEvent } from "./tiktok-event";

/**
 * Ad conversions the server reports itself, because it is the one that
 * knows: each queues one durable Events API job in the caller's transaction
 * (nothing is sent while a transaction is open), or nothing when TikTok
 * events are off.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const pageUrl = (path: string) => new URL(path, env().APP_URL).toString();

/**
 * CompletePayment for a payment the server has just verified as paid. Call
 * it inside the transaction that marks the payment paid: the event commits
 * with the payment, or not at all. Its event_id is derived from the payment
 * (purchaseEventId), so a second verification (webhook and poll, a retry)
 * queues nothing new, and the browser pixel's event on the success page
 * carries the same id (handed to the paying browser by the payment status
 * call). The id is keyed with the server's secret: nobody else can compute
 * it, so nobody can send the platform a forged event under it first.
 */
export async function trackPurchase(client: Tx | typeof db, paymentId: string): Promise<void> {
  if (!tiktokEventsConfig()) return;
  const payment = await client.payment.findUnique({
    where: { id: paymentId },
    select: {
      amountFils: true,
      currency: true,
      quantity: true,
      serviceType: true,
      customerEmail: true,
      user: { select: { username: true } },
    },
  });
  if (!payment) {
    logger("tracking").error("trackPurchase: no such payment; no event queued", { paymentId });
    return;
  }
  // Events use the catalogue's content id and name, as the pixel does.
  const product = adContent(fromDbService(payment.serviceType));
  await queueTikTokEvent(
    client,
    toTikTokEvent({
      event: "CompletePayment",
      eventId: serverEventId("purchase", paymentId),
      eventTime: nowSeconds(),
      url: pageUrl(PAGES.paymentSuccess.path),
      value: payment.amountFils / 100,
      currency: payment.currency,
      quantity: payment.quantity,
      contentType: "product",
      contentId: product.id,
      contentName: product.name,
      customer: { email: payment.customerEmail, externalId: payment.user?.username },
    }),
  );
}

/**
 * CompleteRegistration for a new account: username as external id, with the
 * sign-up request's IP and user agent. Queued when the account is created,
 * so it is sent even if this process stops right after.
 */
export async function trackRegistration(
  client: Tx | typeof db,
  user: { id: string; username: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  if (!tiktokEventsConfig()) return;
  await queueTikTokEvent(
    client,
    toTikTokEvent({
      event: "CompleteRegistration",
      eventId: serverEventId("registration", user.id),
      eventTime: nowSeconds(),
      url: pageUrl(PAGES.register.path),
      contentType: "registration",
      contentName: "تسجيل حساب جديد",
      customer: { externalId: user.username, ip: user.ip, userAgent: user.userAgent?.slice(0, 512) },
    }),
  );
}

/**
 * A browser's clock can be hours off: its event_time is kept only when it
 * is plausible (up to an hour old, the time events may wait in a tab, and at
 * most five minutes ahead); otherwise the server's time is used.
 */
function plausibleEventTime(sent: number | null | undefined): number {
  const now = nowSeconds();
  return sent && sent >= now - 3600 && sent <= now + 300 ? sent : now;
}

/**
 * Queues a browser event from POST /api/tiktok/event, filling what the
 * browser did not send: event id, time, url (the page that sent it), user
 * agent and the client IP from the request. Returns false when events are
 * off (nothing queued) or the same event was queued already.
 */
export async function relayBrowserEvent(
  client: Tx | typeof db,
  body: RelayEvent,
  request: { ip: string | null; userAgent: string | null; referer: string | null },
): Promise<boolean> {
  if (!tiktokEventsConfig()) return false;
  const props = body.eventProps;
  const customer = body.customerInfo;
  return queueTikTokEvent(
    client,
    toTikTokEvent({
      event: body.eventType,
      eventId: props.event_id ?? `ev_${randomBytes(16).toString("hex")}`,
      eventTime: plausibleEventTime(props.event_time),
      url: props.url ?? safeUrl(request.referer) ?? pageUrl("/"),
      referrer: props.referrer ?? undefined,
      value: props.value ?? undefined,
      currency: props.currency ?? undefined,
      quantity: props.quantity ?? undefined,
      contentType: props.content_type ?? undefined,
      contentId: props.content_id ?? undefined,
      contentName: props.content_name ?? undefined,
      contents: props.contents?.map((c) => ({
        content_id: c.content_id ?? undefined,
        content_name: c.content_name ?? undefined,
        content_type: c.content_type ?? undefined,
        quantity: c.quantity ?? undefined,
        price: c.price ?? undefined,
      })),
      searchString: props.search_string ?? undefined,
      customer: {
        ip: request.ip,
        userAgent: customer.user_agent ?? request.userAgent?.slice(0, 512),
        ttp: customer.ttp,
        ttclid: customer.ttclid,
      },
    }),
  );
}

function safeUrl(value: string | null): string | undefined {
  if (!value || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
