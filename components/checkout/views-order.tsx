"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { PAGES } from "@/lib/routes";

import { orderHref } from "./device-storage";
import { CHECKOUT_MESSAGES } from "./messages";
import { RetryOrHome, Working } from "./status-view";
import { useQuery } from "./use-query";

// Response schemas load with the first answer, not with the page: the first-load JavaScript stays as it was.
const orderViewSchema = () => import("@/lib/orders/schemas").then((m) => m.orderViewSchema);

/** /views-order's leaf: ?paymentId. */
export function ViewsOrderFromQuery() {
  const query = useQuery();
  if (!query) return <Working>جاري البحث عن الطلب...</Working>;
  const id = query.get("paymentId") ?? query.get("payment_id");
  return <ViewsOrder key={id ?? ""} paymentId={id} />;
}

/**
 * The order made for a payment: opens its page. A paid payment without an
 * order yet goes through the success page, which makes it.
 */
export function ViewsOrder({ paymentId }: { paymentId: string | null }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(paymentId ? null : CHECKOUT_MESSAGES.noPaymentId);
  useEffect(() => {
    if (!paymentId) return;
    let live = true;
    api(`/api/tiktok-views/order-by-payment/${encodeURIComponent(paymentId)}`, {
      schema: orderViewSchema,
      fallback: "تعذر العثور على الطلب",
    }).then(
      (order) => live && router.replace(orderHref(order.orderId ?? order.id, paymentId)),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404)
          router.replace(`${PAGES.paymentSuccess.path}?id=${encodeURIComponent(paymentId)}`);
        else setError(e instanceof Error ? e.message : "تعذر العثور على الطلب");
      },
    );
    return () => {
      live = false;
    };
  }, [paymentId, router]);
  if (!error) return <Working>جاري البحث عن الطلب...</Working>;
  return (
    <div className="grid gap-4">
      <p role="alert" className="text-center font-bold text-destructive">
        {error}
      </p>
      <RetryOrHome />
    </div>
  );
}
