import { POST as createRoute } from "@/app/api/ziina/create/route";
import { POST as explorerOrderRoute } from "@/app/api/explorer-package/order/route";
import { GET as simGet, POST as simPost } from "@/app/api/payments/simulated/[id]/route";
import { GET as paymentsStatusRoute } from "@/app/api/payments/status/[id]/route";
import { POST as updateUrlRoute } from "@/app/api/payments/[id]/update-tiktok-url/route";
import { POST as serviceOrderRoute } from "@/app/api/tiktok-service/order/route";
import { POST as viewsOrderRoute } from "@/app/api/tiktok-views/order/route";
import { POST as webhookRoute } from "@/app/api/ziina/webhook/route";
import { GET as ziinaStatusRoute } from "@/app/api/ziina/status/[id]/route";

import { db } from "@/lib/db";
import { applyIntent } from "@/lib/payments";

import { call, callWithParams, type Handler } from "./auth";

const withCookie = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

/** The checkout's calls as a browser (or Ziina) makes them. */
export const LINK = "https://www.tiktok.com/@creator/video/7300000000000000001";

export const createPayment = (body: object, cookie?: string, headers: Record<string, string> = {}) =>
  call(createRoute as Handler, "/api/ziina/create", {
    body: JSON.stringify(body),
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

/** The payment's status, signed out or with a session `cookie` (an account's payment answers only that account). */
export const ziinaStatus = (id: string, cookie?: string) =>
  callWithParams(
    ziinaStatusRoute,
    `/api/ziina/status/${encodeURIComponent(id)}`,
    { id },
    { method: "GET", headers: withCookie(cookie) },
  );
export const paymentsStatus = (id: string, cookie?: string) =>
  callWithParams(
    paymentsStatusRoute,
    `/api/payments/status/${encodeURIComponent(id)}`,
    { id },
    { method: "GET", headers: withCookie(cookie) },
  );

export const simulatedView = (id: string) =>
  callWithParams(simGet, `/api/payments/simulated/${id}`, { id }, { method: "GET" });
export const simulatedAct = (id: string, action: string) =>
  callWithParams(simPost, `/api/payments/simulated/${id}`, { id }, { body: JSON.stringify({ action }) });

/** The order calls and the link update, signed out or with a session `cookie`. */
export const viewsOrder = (body: object, cookie?: string) =>
  call(viewsOrderRoute as Handler, "/api/tiktok-views/order", {
    body: JSON.stringify(body),
    headers: withCookie(cookie),
  });
export const serviceOrder = (body: object, cookie?: string) =>
  call(serviceOrderRoute as Handler, "/api/tiktok-service/order", {
    body: JSON.stringify(body),
    headers: withCookie(cookie),
  });
export const explorerOrder = (body: object, cookie?: string) =>
  call(explorerOrderRoute as Handler, "/api/explorer-package/order", {
    body: JSON.stringify(body),
    headers: withCookie(cookie),
  });
export const updateUrl = (id: string, tiktokUrl: unknown, cookie?: string) =>
  callWithParams(
    updateUrlRoute,
    `/api/payments/${id}/update-tiktok-url`,
    { id },
    { body: JSON.stringify({ tiktokUrl }), headers: withCookie(cookie) },
  );

export const deliverWebhook = (delivery: { raw: string; headers: Record<string, string> }) =>
  call(webhookRoute as Handler, "/api/ziina/webhook", {
    body: delivery.raw,
    headers: { ...delivery.headers, origin: "https://ziina.com" },
  });

/** A views payment made through the real endpoint. */
export async function newPayment(
  body: object = {},
  cookie?: string,
): Promise<{ id: string; redirectUrl: string; amount: number }> {
  const res = await createPayment(
    { description: "طلب 5000 مشاهدة", tiktokUrl: LINK, serviceType: "views", serviceQuantity: 5000, ...body },
    cookie,
  );
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; redirectUrl: string; amount: number };
}

/** A created payment paid as the provider would say it: its own intent, its stored amount (order and invoice follow). */
export async function payStored(id: string): Promise<void> {
  const p = await db.payment.findUniqueOrThrow({ where: { id } });
  await applyIntent(id, {
    id: p.providerPaymentId!,
    status: "completed",
    amountFils: p.amountFils,
    currency: "AED",
    redirectUrl: null,
  });
}
