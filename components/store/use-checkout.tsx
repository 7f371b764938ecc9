"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";

import { orderHref } from "@/components/checkout/device-storage";
import type { OpenOrder } from "@/components/checkout/open-order";
import { EMAIL_INVALID_MESSAGE } from "@/lib/payments/contract";
import { usePageRestored } from "@/components/checkout/use-page-restored";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { NETWORK_MESSAGE } from "@/components/data/network-message";
import { multipleServicesWarning } from "@/lib/content";
import { PAGES } from "@/lib/routes";

import type { CheckoutRequest } from "./checkout";
import { ReceiptEmailField } from "./receipt-email";
import { receiptEmailProblem } from "./receipt-email-check";

/**
 * What a buy needs beyond the form: the API client, the open-order question
 * and the checkout itself. A chunk of its own, fetched when the visitor first
 * touches or focuses the buy button (or at the latest on the click), so the
 * landing page's first load carries none of it.
 */
const loadCheckout = () =>
  Promise.all([import("@/components/checkout/open-order"), import("./checkout")]).then(([open, checkout]) => ({
    findOpenOrder: open.findOpenOrder,
    startCheckout: checkout.startCheckout,
  }));

/**
 * The buy buttons' state: asks first whether this visitor already has an
 * unfinished order for the link (then the form shows <OpenOrderWarning>),
 * else goes to payment. Busy stays on while the browser leaves for the provider,
 * and goes off if the visitor comes back to this page with the back button.
 */
export function useCheckout(onCodeRefused?: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ order: OpenOrder; request: CheckoutRequest } | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  usePageRestored(() => setBusy(false));

  /** A mistyped receipt address: marked on its field, its message beside it, the focus moved there. */
  const markEmail = (message: string) => {
    flushSync(() => setEmailError(message));
    emailField.current?.focus({ preventScroll: true });
    emailField.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  };

  const buy = async (request: CheckoutRequest, confirmed = false) => {
    const problem = emailField.current ? receiptEmailProblem(emailField.current.value) : null;
    if (problem) {
      markEmail(problem);
      return;
    }
    setBusy(true);
    setRefused(false);
    let steps: Awaited<ReturnType<typeof loadCheckout>>;
    try {
      steps = await loadCheckout();
    } catch {
      // The chunk did not arrive (the connection dropped): nothing was sent; the visitor may try again.
      setBusy(false);
      toast.error(NETWORK_MESSAGE);
      return;
    }
    const { findOpenOrder, startCheckout } = steps;
    if (!confirmed) {
      const open = await findOpenOrder(request.tiktokUrl);
      if (open) {
        setPending({ order: open, request });
        setBusy(false);
        return;
      }
    }
    setPending(null);
    const outcome = await startCheckout({ ...request, reminderConsent: consentBox.current?.checked === true });
    if (outcome === "redirected") return;
    setBusy(false);
    if (outcome === "email") markEmail(EMAIL_INVALID_MESSAGE);
    else if (outcome === "blocked") setRefused(true);
    else if (typeof outcome === "object") onCodeRefused?.(outcome.code);
  };

  return {
    busy,
    email: { ref: emailField, consentRef: consentBox, error: emailError, clearError: () => setEmailError(null) },
    openOrder: pending?.order ?? null,
    refused,
    buy: (request: CheckoutRequest) => buy(request),
    continueAnyway: () => (pending ? buy(pending.request, true) : Promise.resolve()),
  };
}

/**
 * The end of a buy form: the open-order warning when there is one, then the
 * submit button (off while the link is empty or the checkout is busy).
 */
export function BuyButton({
  checkout,
  link,
  children,
}: {
  checkout: ReturnType<typeof useCheckout>;
  link: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <ReceiptEmailField
        inputRef={checkout.email.ref}
        consentRef={checkout.email.consentRef}
        error={checkout.email.error}
        onEdit={checkout.email.clearError}
      />
      {checkout.openOrder && (
        <OpenOrderWarning
          order={checkout.openOrder}
          busy={checkout.busy}
          onContinue={() => void checkout.continueAnyway()}
        />
      )}
      {checkout.refused && (
        <Alert variant="destructive" data-testid="checkout-refused">
          <Icon name="circle-exclamation-point" />
          <AlertDescription>
            نعتذر، لا يمكننا قبول هذا الطلب. إن كان لديك سؤال{" "}
            <Link className="font-bold underline" href={PAGES.contact.path}>
              راسلنا
            </Link>
            .
          </AlertDescription>
        </Alert>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={link.trim() === "" || checkout.busy}
        onPointerDown={() => void loadCheckout().catch(() => {})}
        onFocus={() => void loadCheckout().catch(() => {})}
      >
        {checkout.busy && <Icon name="loader-circle" className="animate-spin" />}
        {children}
      </Button>
    </>
  );
}

/**
 * docs/product-rules.md#checkout-flow: do not order several services for one link. Shown when
 * that link has an unfinished order.
 */
function OpenOrderWarning({ order, busy, onContinue }: { order: OpenOrder; busy: boolean; onContinue: () => void }) {
  return (
    <Alert variant="warning">
      <Icon name="triangle-exclamation-point" />
      <AlertTitle>لديك طلب لم يكتمل بعد لهذا الرابط</AlertTitle>
      <AlertDescription>
        <p>{multipleServicesWarning}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link className="font-bold text-primary underline" href={orderHref(order.id, order.paymentId)}>
            عرض الطلب الحالي
          </Link>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onContinue}>
            متابعة الدفع على أي حال
          </Button>
        </p>
      </AlertDescription>
    </Alert>
  );
}
