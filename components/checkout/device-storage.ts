"use client";

import { PERSONAL_DEVICE_KEYS } from "@/components/auth/personal-device-data";
import type { ServiceType } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

/**
 * Everything this device keeps in localStorage, under the documented keys
 * (docs/product-rules.md#device-storage) plus the guest's way back to an order: the visitor's link, service and
 * quantity (components/store/order-storage.ts), the order being paid, the
 * payment in flight, and the last orders made here with their page's address.
 */
export const STORAGE_KEYS = {
  link: "tiktok_video_link",
  serviceType: "tiktok_service_type",
  serviceQuantity: "tiktok_service_quantity",
  viewsQuantity: "tiktok_views_quantity",
  // These three belong to whoever uses the browser now: signing out forgets them.
  orderInfo: PERSONAL_DEVICE_KEYS.orderInfo,
  paymentId: PERSONAL_DEVICE_KEYS.paymentId,
  deviceOrders: PERSONAL_DEVICE_KEYS.deviceOrders,
  /** The guest's address for receipts and the order link (optional, typed on the buy form). */
  receiptEmail: "receipt_email",
} as const;

const MAX_DEVICE_ORDERS = 20;

export interface DeviceOrder {
  orderId: string;
  paymentId: string | null;
  serviceType: ServiceType;
  quantity: number;
  link: string;
  /** The order page's address on this site (path and query). */
  href: string;
  createdAt: string;
  /**
   * Set when this browser paid for it: the browser session (this tab's
   * sessionStorage) and the time. An order only opened here (a receipt's link)
   * has none.
   */
  bought?: { session: string; at: number };
}

/** The device's localStorage; null on the server, or where storage is disabled (private mode, blocked cookies). */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The address a guest gave for receipts, remembered on this device ("" when none). */
export function storedReceiptEmail(): string {
  return deviceStorage()?.getItem(STORAGE_KEYS.receiptEmail) ?? "";
}

export function storeReceiptEmail(email: string): void {
  const s = deviceStorage();
  if (email) s?.setItem(STORAGE_KEYS.receiptEmail, email);
  else s?.removeItem(STORAGE_KEYS.receiptEmail);
}

export function storePaymentId(id: string): void {
  deviceStorage()?.setItem(STORAGE_KEYS.paymentId, id);
}

export function storedPaymentId(): string | null {
  return deviceStorage()?.getItem(STORAGE_KEYS.paymentId) || null;
}

/** docs/product-rules.md#device-storage: once the order is made, the payment in flight is forgotten. */
export function clearCheckout(): void {
  const s = deviceStorage();
  s?.removeItem(STORAGE_KEYS.paymentId);
  s?.removeItem(STORAGE_KEYS.orderInfo);
  forgetCheckoutLink();
}

/** How long the link being paid is put back in the field: a way back from the payment, not a later visit. */
export const CHECKOUT_LINK_MINUTES = 60;

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The link this tab is paying for (docs/product-rules.md#device-storage): kept
 * in the tab's sessionStorage when the buy button is pressed, so back from the
 * payment page, or «إعادة المحاولة» after a cancelled payment, finds the
 * field as the customer left it. Another tab, a later visit or a made order
 * has none.
 */
export function rememberCheckoutLink(link: string, now = Date.now()): void {
  tabStorage()?.setItem(PERSONAL_DEVICE_KEYS.checkoutLink, JSON.stringify({ link, at: now }));
}

/** The link this tab was paying for within the last CHECKOUT_LINK_MINUTES, or null. */
export function checkoutLinkToRestore(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(tabStorage()?.getItem(PERSONAL_DEVICE_KEYS.checkoutLink) ?? "null") as {
      link?: unknown;
      at?: unknown;
    } | null;
    if (typeof saved?.link !== "string" || typeof saved.at !== "number") return null;
    return now - saved.at <= CHECKOUT_LINK_MINUTES * 60_000 ? saved.link : null;
  } catch {
    return null;
  }
}

export function forgetCheckoutLink(): void {
  tabStorage()?.removeItem(PERSONAL_DEVICE_KEYS.checkoutLink);
}

export function orderHref(orderId: string, paymentId: string | null): string {
  const query = new URLSearchParams({ id: orderId });
  if (paymentId) query.set("payment_id", paymentId);
  return `${PAGES.orderComplete.path}?${query.toString()}`;
}

function isDeviceOrder(value: unknown): value is DeviceOrder {
  const o = value as DeviceOrder | null;
  return (
    typeof o?.orderId === "string" && typeof o.href === "string" && o.href.startsWith(`${PAGES.orderComplete.path}?`)
  );
}

export function deviceOrders(): DeviceOrder[] {
  try {
    const parsed: unknown = JSON.parse(deviceStorage()?.getItem(STORAGE_KEYS.deviceOrders) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isDeviceOrder) : [];
  } catch {
    return [];
  }
}

let snapshot: { raw: string | null; orders: DeviceOrder[] } = { raw: null, orders: [] };

/**
 * deviceOrders() for useSyncExternalStore: the same array until the stored
 * list changes (a new array on every read would re-render without end).
 */
export function deviceOrdersSnapshot(): DeviceOrder[] {
  const raw = deviceStorage()?.getItem(STORAGE_KEYS.deviceOrders) ?? null;
  if (raw !== snapshot.raw) snapshot = { raw, orders: deviceOrders() };
  return snapshot.orders;
}

/**
 * This tab's browser session: a random id in sessionStorage, made on first use.
 * It lasts while the tab does (reloads and the round trip through the payment
 * provider included); another tab, or the browser opened again, is another
 * session. null where the browser refuses storage.
 */
export function browserSession(): string | null {
  try {
    const s = window.sessionStorage;
    let id = s.getItem(PERSONAL_DEVICE_KEYS.browserSession);
    if (!id) {
      id = crypto.randomUUID();
      s.setItem(PERSONAL_DEVICE_KEYS.browserSession, id);
    }
    return id;
  } catch {
    return null;
  }
}

/**
 * Newest first, one entry per order. `boughtHere`: this browser has just paid
 * for it (the payment page), which marks it with this browser session; seeing
 * an order again keeps the mark it had.
 */
export function rememberOrder(
  order: Omit<DeviceOrder, "href" | "createdAt" | "bought"> & { createdAt?: string },
  { boughtHere = false }: { boughtHere?: boolean } = {},
): void {
  const s = deviceStorage();
  if (!s) return;
  const before = deviceOrders().find((o) => o.orderId === order.orderId);
  const session = boughtHere ? browserSession() : null;
  const bought = session ? { session, at: Date.now() } : before?.bought;
  const entry: DeviceOrder = {
    ...order,
    href: orderHref(order.orderId, order.paymentId),
    createdAt: order.createdAt ?? new Date().toISOString(),
    ...(bought ? { bought } : {}),
  };
  const rest = deviceOrders().filter((o) => o.orderId !== order.orderId);
  s.setItem(STORAGE_KEYS.deviceOrders, JSON.stringify([entry, ...rest].slice(0, MAX_DEVICE_ORDERS)));
}

/** Removes these orders from the device's list (they joined an account, or the person said they are not theirs). */
export function forgetDeviceOrders(orderIds: readonly string[]): void {
  const s = deviceStorage();
  if (!s || orderIds.length === 0) return;
  const kept = deviceOrders().filter((o) => !orderIds.includes(o.orderId));
  if (kept.length) s.setItem(STORAGE_KEYS.deviceOrders, JSON.stringify(kept));
  else s.removeItem(STORAGE_KEYS.deviceOrders);
}

/**
 * An order bought in this browser session joins the account signed into in it
 * without a question only within this time of the purchase: a tab left open
 * on a shared phone does not hand one person's purchase to the next.
 */
export const JOIN_WITHOUT_ASKING_MS = 60 * 60 * 1000;

/**
 * The device's guest orders, split by what signing in does with them
 * (docs/product-rules.md#order-access): `join`, bought in this browser session
 * within the hour, join the account at once; `ask`, every other one (an
 * earlier visit's, another tab's, one only opened here), is offered and joins
 * only if the person confirms. Orders without a payment id cannot be proved
 * and are in neither.
 */
export function deviceOrdersToJoin(now = Date.now()): { join: DeviceOrder[]; ask: DeviceOrder[] } {
  let session: string | null = null;
  try {
    session = window.sessionStorage.getItem(PERSONAL_DEVICE_KEYS.browserSession);
  } catch {
    // no session storage: nothing counts as this session's
  }
  const join: DeviceOrder[] = [];
  const ask: DeviceOrder[] = [];
  for (const o of deviceOrders()) {
    if (!o.paymentId) continue;
    const age = typeof o.bought?.at === "number" ? now - o.bought.at : Infinity;
    const fresh = session !== null && o.bought?.session === session && age >= 0 && age < JOIN_WITHOUT_ASKING_MS;
    (fresh ? join : ask).push(o);
  }
  return { join, ask };
}

/** GET /api/orders/open takes at most 20 payment ids. */
const MAX_PAYMENT_IDS_SENT = 20;

/** Payment ids this device holds, newest first: they prove a guest's orders to the server. */
export function devicePaymentIds(): string[] {
  const ids = deviceOrders().flatMap((o) => (o.paymentId ? [o.paymentId] : []));
  const current = storedPaymentId();
  if (current) ids.unshift(current);
  return [...new Set(ids)].slice(0, MAX_PAYMENT_IDS_SENT);
}

/** Kept only when there is a link and a positive quantity (docs/product-rules.md#device-storage). */
export function storeOrderInfo(info: {
  tiktokUrl: string;
  quantity: number;
  serviceType: ServiceType;
  amount: number;
}) {
  const s = deviceStorage();
  if (!s || !info.tiktokUrl || info.quantity <= 0) return;
  s.setItem(STORAGE_KEYS.orderInfo, JSON.stringify(info));
}

/** The order being paid, as the purchase form stored it; null when absent or unreadable. */
export function storedOrderInfo(): { tiktokUrl?: string } | null {
  try {
    return JSON.parse(deviceStorage()?.getItem(STORAGE_KEYS.orderInfo) ?? "null") as { tiktokUrl?: string } | null;
  } catch {
    return null;
  }
}
