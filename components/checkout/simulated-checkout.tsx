"use client";

import { useCallback, useEffect, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { SimulatedIntentView } from "@/lib/payments/contract";

import { aed } from "./format";
import { navigateTo } from "./navigate";
import { Working } from "./status-view";
import { useQuery } from "./use-query";

const LOAD_FAILED = "تعذر تحميل عملية الدفع التجريبية";
const ACT_FAILED = "تعذر تنفيذ العملية";
// zod is not in this page's first load: the schema arrives with the first answer.
const intentSchema = () => import("@/lib/payments/schemas").then((m) => m.simulatedIntentViewSchema);
type Action = "pay" | "cancel" | "fail";

/** /ziina-payment's leaf: ?id (and direct=true, which changes nothing here). */
export function SimulatedCheckoutFromQuery() {
  const query = useQuery();
  if (!query) return <Working>جاري تحميل عملية الدفع...</Working>;
  const id = query.get("id");
  return <SimulatedCheckout key={id ?? ""} intentId={id} />;
}

function secondsUntil(iso: string | null): number {
  return iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)) : 0;
}

/**
 * The simulated provider's hosted page (embedded default): the amount and
 * description, then pay, cancel, or make the payment fail (for tests). A
 * paid intent completes on the server at `completesAt`; the page counts down
 * and then returns to the store's success address.
 */
export function SimulatedCheckout({ intentId }: { intentId: string | null }) {
  const [intent, setIntent] = useState<SimulatedIntentView | null>(null);
  const [error, setError] = useState<string | null>(intentId ? null : LOAD_FAILED);
  const [busy, setBusy] = useState<Action | null>(null);
  const [left, setLeft] = useState(0);
  const url = `/api/payments/simulated/${encodeURIComponent(intentId ?? "")}`;

  useEffect(() => {
    if (!intentId) return;
    let live = true;
    api(url, { schema: intentSchema, fallback: LOAD_FAILED }).then(
      (view) => live && setIntent(view),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [intentId, url]);

  const leave = useCallback((view: SimulatedIntentView) => {
    if (view.status === "canceled") navigateTo(view.cancelUrl);
    else if (view.status === "failed") navigateTo(view.failureUrl);
    else if (view.status === "completed") navigateTo(view.successUrl);
  }, []);

  // Paid: count down to completion, then back to the store.
  const completesAt = intent?.status === "pending" ? intent.completesAt : null;
  useEffect(() => {
    if (!intent || intent.status !== "pending") return;
    const tick = () => {
      const s = secondsUntil(completesAt);
      setLeft(s);
      if (s === 0) {
        clearInterval(timer);
        navigateTo(intent.successUrl);
      }
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [intent, completesAt]);

  const act = async (action: Action) => {
    setBusy(action);
    setError(null);
    try {
      // api(): the server's Arabic message, or the fallback (also when the network fails).
      const view = await api(url, { method: "POST", body: { action }, schema: intentSchema, fallback: ACT_FAILED });
      setIntent(view);
      leave(view);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : ACT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  if (!intent)
    return error ? (
      <Alert variant="destructive">
        <Icon name="circle-exclamation-point" />
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    ) : (
      <Working>جاري تحميل عملية الدفع...</Working>
    );

  const open = intent.status === "requires_payment_instrument";
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 rounded-xl border bg-card p-5 text-center">
        <div>
          <dt className="text-sm text-muted-foreground">المبلغ المطلوب</dt>
          <dd className="text-3xl font-extrabold tabular-nums" data-testid="amount">
            {aed(intent.amount)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">الوصف</dt>
          <dd className="wrap-anywhere" dir="auto">
            {intent.description}
          </dd>
        </div>
      </dl>
      {open && (
        <div className="grid gap-3">
          <Button size="lg" onClick={() => void act("pay")} disabled={busy !== null}>
            {busy === "pay" && <Icon name="loader-circle" className="animate-spin" />}
            <Icon name="shield-check" /> ادفع {aed(intent.amount)}
          </Button>
          <Button variant="outline" onClick={() => void act("cancel")} disabled={busy !== null}>
            إلغاء الدفع
          </Button>
          <Button variant="ghost" onClick={() => void act("fail")} disabled={busy !== null}>
            محاكاة فشل الدفع
          </Button>
        </div>
      )}
      {intent.status === "pending" && (
        <p role="status" className="flex items-center justify-center gap-2 font-bold text-success">
          <Icon name="circle-check" className="size-5" />
          تم الدفع. جاري تأكيد العملية
          {left > 0 && <span className="tabular-nums">({left} ث)</span>}
        </p>
      )}
      {!open && intent.status !== "pending" && (
        <div className="grid justify-items-center gap-3">
          <p role="status">انتهت هذه العملية.</p>
          <Button variant="outline" onClick={() => leave(intent)}>
            العودة إلى المتجر
          </Button>
        </div>
      )}
      {error && (
        <Alert variant="destructive">
          <Icon name="circle-exclamation-point" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
