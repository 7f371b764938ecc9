"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { PaymentStatusResponse } from "@/lib/payments/contract";
import { PAYMENT_STATUS_LABELS } from "@/lib/payments/contract";
import { formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { CheckoutFlowError, paymentIdProblem, waitForPayment } from "./complete-payment";
import { aed, SERVICE_LABELS } from "./format";
import { RetryOrHome, Working } from "./status-view";
import { useQuery } from "./use-query";

/** /payment-result's leaf: ?id. */
export function PaymentResultFromQuery() {
  const query = useQuery();
  if (!query) return <Working>جاري التحقق من عملية الدفع...</Working>;
  const id = query.get("id");
  return <PaymentResult key={id ?? ""} paymentId={id} />;
}

/** The payment's state, polled every 3 s until it is paid, failed or cancelled. */
export function PaymentResult({ paymentId }: { paymentId: string | null }) {
  const problem = paymentIdProblem(paymentId);
  const [status, setStatus] = useState<PaymentStatusResponse | null>(null);
  const [error, setError] = useState<CheckoutFlowError | null>(null);

  useEffect(() => {
    if (!paymentId || paymentIdProblem(paymentId)) return;
    const controller = new AbortController();
    waitForPayment(paymentId, setStatus, { signal: controller.signal }).catch((e: unknown) => {
      if (!controller.signal.aborted && e instanceof CheckoutFlowError) setError(e);
    });
    return () => controller.abort();
  }, [paymentId]);

  if (problem) return <p role="alert">{problem}</p>;
  const paid = status?.paid || status?.status === "COMPLETED";
  return (
    <div className="grid gap-5">
      {status && (
        <dl className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-5 text-sm">
          <div>
            <dt className="text-muted-foreground">حالة الدفع</dt>
            <dd className="font-bold" role="status">
              {PAYMENT_STATUS_LABELS[status.status] ?? status.status}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">المبلغ</dt>
            <dd className="font-bold tabular-nums">{aed(status.amount)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted-foreground">الخدمة</dt>
            <dd>
              {SERVICE_LABELS[status.serviceType]} ({formatCount(status.quantity)})
            </dd>
          </div>
        </dl>
      )}
      {!status && !error && <Working>جاري التحقق من عملية الدفع...</Working>}
      {status && !paid && !error && <Working>بانتظار تأكيد الدفع، نتحقق كل 3 ثوانٍ...</Working>}
      {paid && paymentId && (
        <Button asChild size="lg">
          <Link href={`${PAGES.paymentSuccess.path}?id=${encodeURIComponent(paymentId)}`}>
            <Icon name="circle-check" /> متابعة إلى الطلب
          </Link>
        </Button>
      )}
      {error && (
        <>
          <p role="alert" className="text-center font-bold text-destructive">
            {error.message}
          </p>
          <RetryOrHome />
        </>
      )}
    </div>
  );
}
