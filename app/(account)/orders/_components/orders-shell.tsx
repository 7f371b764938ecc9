"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { deviceOrdersSnapshot, orderHref, type DeviceOrder } from "@/components/checkout/device-storage";
import { Working } from "@/components/checkout/status-view";
import { api } from "@/components/data/api";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { OrderView } from "@/lib/orders/contract";
import { PAGES } from "@/lib/routes";

import { OrderRows } from "./order-rows";

const LOAD_FAILED = "تعذر تحميل سجل الطلبات، حاول مرة أخرى";
// zod is not in this page's first load: the schema arrives with the first answer.
const ordersSchema = () => import("@/lib/orders/schemas").then((m) => m.userOrdersResponseSchema);

function NewOrderButton() {
  return (
    <Button asChild>
      <Link href={PAGES.views.path}>طلب جديد</Link>
    </Button>
  );
}

/**
 * /orders: a signed-in customer's history (GET /api/user/orders, with what
 * was paid); a signed-out visitor is offered sign-in and sign-up. Both see the
 * orders made on this device (kept by the order pages) that their list does
 * not already hold: a guest order stays in reach after signing in.
 */
export function OrdersShell() {
  const { user, loading } = useCurrentUser();
  if (loading) return <Working>جاري التحميل...</Working>;
  return user ? <AccountOrders /> : <SignedOut />;
}

function AccountOrders() {
  const local = useDeviceOrders();
  const [orders, setOrders] = useState<OrderView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api("/api/user/orders", { schema: ordersSchema, fallback: LOAD_FAILED }).then(
      (body) => live && setOrders(body.orders),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error)
    return (
      <Alert variant="destructive">
        <Icon name="circle-exclamation-point" />
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  if (!orders) return <Working>جاري تحميل الطلبات...</Working>;
  const onDevice = local.filter((o) => !orders.some((own) => own.id === o.orderId));
  if (orders.length === 0 && onDevice.length === 0)
    return (
      <div className="grid justify-items-center gap-4 rounded-xl border bg-card p-8 text-center">
        <Icon name="package-open" className="size-10 text-muted-foreground" />
        <p className="font-bold">لا توجد طلبات بعد</p>
        <NewOrderButton />
      </div>
    );
  return (
    <div className="grid gap-6">
      {orders.length > 0 && (
        <OrderRows
          rows={orders.map((o) => ({
            key: o.id,
            serviceType: o.serviceType,
            quantity: o.quantity,
            status: o.status,
            refundDelayed: o.refundDelayed,
            refundInProgress: o.refundInProgress,
            amount: o.payment?.amount ?? null,
            free: o.payment === null,
            createdAt: o.createdAt,
            link: o.link,
            href: orderHref(o.id, null),
          }))}
        />
      )}
      <DeviceOrders orders={onDevice} />
      <div>
        <NewOrderButton />
      </div>
    </div>
  );
}

const noop = () => () => {};
const EMPTY: DeviceOrder[] = [];
const useDeviceOrders = () => useSyncExternalStore(noop, deviceOrdersSnapshot, () => EMPTY);

function SignedOut() {
  const local = useDeviceOrders();
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-xl border bg-card p-5">
        <p>سجّل الدخول لعرض سجل طلباتك.</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href={`${PAGES.login.path}?callbackUrl=${encodeURIComponent(PAGES.orders.path)}`}>تسجيل الدخول</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`${PAGES.register.path}?callbackUrl=${encodeURIComponent(PAGES.orders.path)}`}>إنشاء حساب</Link>
          </Button>
        </div>
      </div>
      <DeviceOrders orders={local} />
      <div>
        <NewOrderButton />
      </div>
    </div>
  );
}

/** Orders made on this device (a guest's, or another visit's), each with its page. */
function DeviceOrders({ orders }: { orders: DeviceOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="device-orders" className="grid gap-3">
      <h2 id="device-orders" className="text-lg font-bold">
        طلبات من هذا الجهاز
      </h2>
      <OrderRows
        rows={orders.map((o) => ({
          key: o.orderId,
          serviceType: o.serviceType,
          quantity: o.quantity,
          status: null,
          amount: null,
          free: false,
          createdAt: o.createdAt,
          link: o.link,
          href: o.href,
        }))}
      />
    </section>
  );
}
