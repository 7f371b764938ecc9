"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Icon } from "@/components/ui/icon";
import type { PaymentStatusResponse } from "@/lib/payments/contract";
import { formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { CheckoutFlowError, ensureOrder, paymentIdProblem, waitForPayment, type FlowOptions } from "./complete-payment";
import { clearCheckout, orderHref, rememberOrder, storedOrderInfo, storedPaymentId } from "./device-storage";
import { aed, SERVICE_LABELS } from "./format";
import { CHECKOUT_MESSAGES as M } from "./messages";
import { RetryOrHome, Working } from "./status-view";
import { firstParam, useQuery } from "./use-query";

type Phase =
  | { step: "checking" }
  | { step: "ordering" }
  | { step: "done"; href: string }
  | { step: "error"; error: CheckoutFlowError };

/** The browser pixel's purchase, once per payment on this device (a reload must not send it again). */
async function trackOnce(status: PaymentStatusResponse) {
  const key = `purchase_tracked_${status.id}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
  } catch {
    // no storage: the ref in the component still keeps it to one per page
  }
  // Only the paying browser is handed the server's event id; without it the
  // server's own event is the only one (a second, unmatched one would count twice).
  if (!status.purchaseEventId) return;
  const user = await whenCurrentUserKnown().catch(() => null);
  // Loaded once the purchase is confirmed: the page's first load does not carry the pixel's purchase event.
  const { trackPurchaseInBrowser } = await import("@/lib/tracking/contract");
  trackPurchaseInBrowser({
    eventId: status.purchaseEventId,
    value: status.amount,
    quantity: status.quantity,
    serviceType: status.serviceType,
    email: status.customerEmail || undefined,
    username: user?.username,
  });
}

/** /payment-success, /payment-success-ziina and /ziina-payment-complete: the leaf reads the query. */
export function PaymentSuccessFromQuery(props: FlowOptions) {
  const query = useQuery();
  if (!query) return <Working>جاري التحقق من عملية الدفع...</Working>;
  const id = firstParam(query, "id", "payment_id", "paymentId");
  return <PaymentSuccess key={id ?? ""} paymentId={id} simulation={query.get("simulation") === "true"} {...props} />;
}

/**
 * The return from the provider (docs/product-rules.md#checkout-flow): waits until the
 * server has verified the payment, makes sure its order exists, reports the
 * purchase to the pixel once, forgets the checkout's stored keys and opens
 * the order's page. The id comes from the address, else from this device.
 */
export function PaymentSuccess({
  paymentId: fromQuery,
  simulation = false,
  ...options
}: { paymentId: string | null; simulation?: boolean } & FlowOptions) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ step: "checking" });
  const [payment, setPayment] = useState<PaymentStatusResponse | null>(null);
  // Rendered in the browser only (the query leaf waits for it), so storage is there.
  const [id] = useState(() => fromQuery ?? storedPaymentId());
  const problem = paymentIdProblem(id);
  const tracked = useRef(false);
  const optionsRef = useRef(options);
  const routerRef = useRef(router);

  useEffect(() => {
    const paymentId = id;
    if (paymentIdProblem(paymentId) || !paymentId) return;
    const controller = new AbortController();
    const opts = { ...optionsRef.current, signal: controller.signal };
    void (async () => {
      try {
        // The simulation tab pays in the same click: give the provider its 3 s first (docs/product-rules.md#timers).
        if (simulation) await (opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(3_000);
        const paid = await waitForPayment(paymentId, setPayment, opts);
        if (!tracked.current) {
          tracked.current = true;
          void trackOnce(paid);
        }
        setPhase({ step: "ordering" });
        const orderId = await ensureOrder(paid, storedOrderInfo(), opts);
        // A guest's way back, marked as bought in this browser session (it joins the account
        // signed into next, docs/product-rules.md#order-access); a signed-in customer's order is
        // the account's already and is not kept on the device.
        if (!(await whenCurrentUserKnown().catch(() => null)))
          rememberOrder(
            {
              orderId,
              paymentId,
              serviceType: paid.serviceType,
              quantity: paid.quantity,
              link: paid.tiktokUrl ?? "",
            },
            { boughtHere: true },
          );
        clearCheckout();
        const href = orderHref(orderId, paymentId);
        setPhase({ step: "done", href });
        routerRef.current.replace(href);
      } catch (error) {
        if (controller.signal.aborted) return;
        // Not this visitor's to see (an account's payment or order): none of the payment's details stay on screen.
        if (error instanceof CheckoutFlowError && error.kind === "sign-in") setPayment(null);
        if (error instanceof CheckoutFlowError) setPhase({ step: "error", error });
        else {
          // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
          console.error("[checkout] payment completion failed", error);
          setPhase({ step: "error", error: new CheckoutFlowError("unavailable", M.serverUnavailable) });
        }
      }
    })();
    return () => controller.abort();
  }, [id, simulation]);

  return (
    <div className="grid gap-5">
      {payment && (
        <dl className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 text-sm">
          <div>
            <dt className="text-muted-foreground">الخدمة</dt>
            <dd className="font-bold">
              {SERVICE_LABELS[payment.serviceType]} ({formatCount(payment.quantity)})
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">المبلغ</dt>
            <dd className="font-bold tabular-nums">{aed(payment.amount)}</dd>
          </div>
        </dl>
      )}
      {!problem && phase.step === "checking" && <Working>جاري التحقق من عملية الدفع...</Working>}
      {phase.step === "ordering" && (
        <>
          <p className="flex items-center justify-center gap-2 font-bold text-success">
            <Icon name="circle-check" className="size-5" /> تم الدفع بنجاح
          </p>
          <Working>جاري إنشاء طلبك...</Working>
        </>
      )}
      {phase.step === "done" && (
        <p role="status" className="text-center">
          تم إنشاء طلبك.{" "}
          <Link className="font-bold text-primary underline" href={phase.href}>
            عرض حالة الطلب
          </Link>
        </p>
      )}
      {problem && <FlowFailure error={new CheckoutFlowError("invalid", problem)} paymentId={null} />}
      {!problem && phase.step === "error" && <FlowFailure error={phase.error} paymentId={id} />}
    </div>
  );
}

function FlowFailure({ error, paymentId }: { error: CheckoutFlowError; paymentId: string | null }) {
  if (error.kind === "sign-in")
    return (
      <div className="grid gap-4" data-testid="order-sign-in">
        <Alert>
          <Icon name="circle-exclamation-point" />
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
        <p className="text-center">
          <Link
            className="font-bold text-primary underline"
            href={`${PAGES.login.path}?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`}
          >
            تسجيل الدخول
          </Link>
        </p>
      </div>
    );
  const paid = error.kind === "order" || error.kind === "unavailable";
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <Icon name="circle-exclamation-point" />
        <AlertTitle>{paid ? "تعذر إكمال طلبك الآن" : "لم تكتمل عملية الدفع"}</AlertTitle>
        <AlertDescription>
          <p>{error.message}</p>
          {paymentId && paid && (
            <p>
              رقم عملية الدفع: <bdi className="font-mono">{paymentId}</bdi>
            </p>
          )}
        </AlertDescription>
      </Alert>
      {paid && paymentId ? (
        <p className="text-center">
          <Link
            className="font-bold text-primary underline"
            href={`${PAGES.viewsOrder.path}?paymentId=${encodeURIComponent(paymentId)}`}
          >
            متابعة حالة الطلب لاحقاً
          </Link>
        </p>
      ) : (
        <RetryOrHome />
      )}
    </div>
  );
}
