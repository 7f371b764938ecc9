"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";

import { useCurrentUser } from "@/components/auth/use-current-user";
import {
  claimDeviceOrders,
  declineOfferedOrders,
  JOIN_FAILED,
  joinOfferedOrders,
} from "@/components/checkout/claim-device-orders";
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
 * was paid); a signed-out visitor is offered sign-in and sign-up and sees the
 * guest orders made on this device. Signed in, the orders bought in this
 * browser session join the account first; older guest orders on the device
 * are offered, and join only if the person confirms
 * (docs/product-rules.md#order-access).
 */
export function OrdersShell() {
  const { user, loading } = useCurrentUser();
  if (loading) return <Working>جاري التحميل...</Working>;
  return user ? <AccountOrders /> : <SignedOut />;
}

/** "N orders were added", with Arabic's number agreement. */
export function joinedText(n: number): string {
  if (n === 0) return "لم يُضف أي طلب: هذه الطلبات مرتبطة بحساب آخر أو لم تعد متاحة";
  if (n === 1) return "أُضيف طلب واحد إلى حسابك";
  if (n === 2) return "أُضيف طلبان إلى حسابك";
  return n <= 10 ? `أُضيفت ${n} طلبات إلى حسابك` : `أُضيف ${n} طلباً إلى حسابك`;
}

function AccountOrders() {
  const local = useDeviceOrders();
  const [orders, setOrders] = useState<OrderView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let live = true;
    // This session's purchases first (a claim that failed at sign-in is tried again), then the list.
    void claimDeviceOrders()
      .then(() => api("/api/user/orders", { schema: ordersSchema, fallback: LOAD_FAILED }))
      .then(
        (body) => live && setOrders(body.orders),
        (e: Error) => live && setError(e.message),
      );
    return () => {
      live = false;
    };
  }, [loads]);
  if (error)
    return (
      <Alert variant="destructive">
        <Icon name="circle-exclamation-point" />
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  if (!orders) return <Working>جاري تحميل الطلبات...</Working>;
  // Guest orders on this device that the account does not hold: a question, never part of the list.
  const offered = local.filter((o) => o.paymentId && !orders.some((own) => own.id === o.orderId));
  return (
    <div className="grid gap-6">
      <p role="status" className={notice ? "rounded-xl border bg-card p-4 font-bold" : "sr-only"}>
        {notice}
      </p>
      {offered.length > 0 && (
        <OfferedOrders
          orders={offered}
          onAnswered={(text, joined) => {
            setNotice(text);
            if (joined) setLoads((n) => n + 1);
            else setOrders([...orders]); // re-reads the device's list
          }}
        />
      )}
      {orders.length > 0 ? (
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
      ) : (
        offered.length === 0 && (
          <div className="grid justify-items-center gap-4 rounded-xl border bg-card p-8 text-center">
            <Icon name="package-open" className="size-10 text-muted-foreground" />
            <p className="font-bold">لا توجد طلبات بعد</p>
            <NewOrderButton />
          </div>
        )
      )}
      {(orders.length > 0 || offered.length > 0) && (
        <div>
          <NewOrderButton />
        </div>
      )}
    </div>
  );
}

/**
 * Older guest orders found on this device, offered with their link and date:
 * they join the account only on "yes" (the server attaches only those whose
 * payment id this device holds and that are nobody's); "not mine" forgets them
 * here.
 */
function OfferedOrders({
  orders,
  onAnswered,
}: {
  orders: DeviceOrder[];
  onAnswered: (notice: string, joined: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const joined = await joinOfferedOrders(orders);
      onAnswered(joinedText(joined), true);
    } catch (e) {
      setError(e instanceof Error ? e.message : JOIN_FAILED);
      setBusy(false);
    }
  };
  const decline = () => {
    declineOfferedOrders(orders);
    onAnswered("لن تظهر هذه الطلبات على هذا الجهاز بعد الآن، ولم تُضف إلى حسابك", false);
  };
  return (
    <section
      aria-labelledby="offered-orders"
      aria-describedby="offered-orders-why"
      className="grid gap-3 rounded-xl border-2 border-primary/40 bg-card p-4"
    >
      <h2 id="offered-orders" className="text-lg font-bold">
        طلبات سابقة على هذا الجهاز
      </h2>
      <p id="offered-orders-why" className="text-sm">
        طُلبت هذه الطلبات على هذا الجهاز دون تسجيل الدخول، وليست في حسابك. هل هي طلباتك؟ لن تُضاف إلى حسابك إلا إذا أكدت
        ذلك.
      </p>
      <OrderRows rows={orders.map(deviceOrderRow)} />
      {error && (
        <Alert variant="destructive">
          <Icon name="circle-exclamation-point" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void confirm()} disabled={busy}>
          {busy ? "جاري الإضافة..." : "نعم، أضفها إلى حسابي"}
        </Button>
        <Button variant="outline" onClick={decline} disabled={busy}>
          ليست لي
        </Button>
      </div>
    </section>
  );
}

/** A device's order as a row: the device knows no status or amount (the server answers those for the account's). */
const deviceOrderRow = (o: DeviceOrder) => ({
  key: o.orderId,
  serviceType: o.serviceType,
  quantity: o.quantity,
  status: null,
  amount: null,
  free: false,
  createdAt: o.createdAt,
  link: o.link,
  href: o.href,
});

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
      <OrderRows rows={orders.map(deviceOrderRow)} />
    </section>
  );
}
