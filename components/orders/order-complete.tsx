"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";

import { whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { rememberOrder } from "@/components/checkout/device-storage";
import { POLL_INTERVAL_MS } from "@/components/checkout/messages";
import { Working } from "@/components/checkout/status-view";
import { chunkLoader, useChunk } from "@/components/checkout/use-chunk";
import { firstParam, useQuery } from "@/components/checkout/use-query";
import { api, ApiError } from "@/components/data/api";
import { usePolling } from "@/components/data/poll";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { OrderStatusResponse } from "@/lib/orders/contract";
import { PAGES } from "@/lib/routes";

import { isFinalOrderStatus } from "./order-status";
import { isOrderOfAccount, OrderSignIn } from "./order-sign-in";

const NOT_FOUND = "لم يتم العثور على الطلب. تحقق من الرابط، أو سجّل الدخول بالحساب الذي طلبت به.";
const LOAD_FAILED = "تعذر تحميل حالة الطلب، حاول مرة أخرى";
// Response schemas load with the first answer, not with the page: the first-load JavaScript stays as it was.
const orders = () => import("@/lib/orders/schemas");

// The order's view (details, delivery, refunds, refill, invoice) is a chunk of its own, fetched
// beside the first answer: until an order has loaded the page shows only its loader.
const loadDetails = chunkLoader(() => import("./order-details"));

/** /order-complete's leaf: ?id (or test=true&orderId), with ?payment_id / ?paymentId for a guest. */
export function OrderCompleteFromQuery() {
  // Its own path: never the previous page's query while the router is still changing the address.
  const query = useQuery(PAGES.orderComplete.path);
  if (!query) return <Working>جاري تحميل الطلب...</Working>;
  const orderId = firstParam(query, "id", ...(query.get("test") === "true" ? ["orderId"] : []));
  const paymentId = firstParam(query, "payment_id", "paymentId");
  return <OrderComplete key={`${orderId}-${paymentId}`} orderId={orderId} paymentId={paymentId} />;
}

async function resolveOrderId(orderId: string | null, paymentId: string | null): Promise<string> {
  if (orderId) return orderId;
  if (!paymentId) throw new ApiError(NOT_FOUND, 404);
  const order = await api(`/api/tiktok-views/order-by-payment/${encodeURIComponent(paymentId)}`, {
    schema: () => orders().then((m) => m.orderViewSchema),
    fallback: NOT_FOUND,
  });
  return order.orderId ?? order.id;
}

/**
 * The order's page (/order-complete): its state with the documented labels (docs/product-rules.md#order-statuses),
 * what arrived and what remains, the delivery promise for its size, refunds,
 * refill; refreshed every 3 s until the state is final, and on demand.
 */
export function OrderComplete({ orderId, paymentId }: { orderId: string | null; paymentId: string | null }) {
  const [order, setOrder] = useState<OrderStatusResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  // An account's order opened by its payment id by anyone but that account: its message, and no details.
  const [signIn, setSignIn] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const { module: details, failed: detailsFailed, retry: fetchDetails } = useChunk(loadDetails);

  // A guest's page may know only the payment: its order id is looked up once, not on every poll.
  const resolvedId = useRef<string | null>(orderId);
  const load = useCallback(async (): Promise<OrderStatusResponse | null> => {
    try {
      const id = (resolvedId.current ??= await resolveOrderId(orderId, paymentId));
      const query = paymentId ? `?paymentId=${encodeURIComponent(paymentId)}` : "";
      const fresh = await api(`/api/tiktok-views/status/${encodeURIComponent(id)}${query}`, {
        schema: () => orders().then((m) => m.orderStatusResponseSchema),
        fallback: LOAD_FAILED,
      });
      setOrder(fresh);
      setError(null);
      setSignIn(null);
      return fresh;
    } catch (e) {
      if (e instanceof ApiError && isOrderOfAccount(e.details)) {
        // Even a page that showed the order forgets it (signed out meanwhile).
        setOrder(null);
        setSignIn(e.message);
        return null;
      }
      setError(e instanceof ApiError && e.status === 404 ? NOT_FOUND : e instanceof Error ? e.message : LOAD_FAILED);
      return null;
    }
  }, [orderId, paymentId]);

  const status = order?.status;
  const final = isFinalOrderStatus(status);
  // The first load at once, then every 3 s while the state can still change (a failed
  // load shows its error and the polling goes on at the same pace).
  usePolling(load, POLL_INTERVAL_MS, {
    until: (fresh) => isFinalOrderStatus(fresh?.status),
    enabled: !final && signIn === null,
    delayFirst: order !== null,
  });

  // Keep a guest's way back on this device (once per order, not on every poll). A
  // signed-in customer's order is the account's: the device does not keep it, so
  // the next person on a shared phone never finds it (docs/product-rules.md#order-access).
  const remembered = useRef<string | null>(null);
  useEffect(() => {
    if (!order || remembered.current === order.id) return;
    remembered.current = order.id;
    void whenCurrentUserKnown()
      .catch(() => null)
      .then((user) => {
        if (user) return;
        rememberOrder({
          orderId: order.id,
          paymentId: paymentId ?? order.paymentId,
          serviceType: order.serviceType,
          quantity: order.quantity,
          link: order.link,
          createdAt: order.createdAt,
        });
      });
  }, [order, paymentId]);

  const refresh = async () => {
    setRefreshing(true);
    if (!details) fetchDetails();
    await load();
    setRefreshing(false);
  };

  if (signIn !== null)
    return <OrderSignIn message={signIn} callbackUrl={window.location.pathname + window.location.search} />;
  if (!order && !error) return <Working>جاري تحميل الطلب...</Working>;
  if (!order || detailsFailed)
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <Icon name="circle-exclamation-point" />
          <AlertDescription>{error ?? LOAD_FAILED}</AlertDescription>
        </Alert>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => void refresh()} disabled={refreshing}>
            <Icon name="refresh-ccw" className={refreshing ? "animate-spin" : undefined} /> إعادة المحاولة
          </Button>
          <Button asChild variant="outline">
            <Link href={PAGES.orders.path}>طلباتي</Link>
          </Button>
        </div>
      </div>
    );

  if (!order || !details) return <Working>جاري تحميل الطلب...</Working>;
  return (
    <details.OrderDetails
      order={order}
      paymentId={paymentId}
      final={final}
      refreshing={refreshing}
      error={error}
      onRefresh={() => void refresh()}
    />
  );
}
