"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { rememberAccount } from "@/components/auth/account-hint";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { FREE_VIEWS_ALREADY_USED_MESSAGE } from "@/lib/free-views/contract";
import { PAGES } from "@/lib/routes";

import { ClaimForm } from "./claim-form";
import { AlreadyUsed, ClaimSuccess } from "./claim-results";
import { requestFreeViews } from "./request-free-views";

/** docs/product-rules.md#free-offer: a visitor who is not signed in is told so and sent to /login. */
export const SIGN_IN_TOAST = {
  title: "تسجيل الدخول مطلوب",
  description: "يجب عليك تسجيل الدخول أولاً للحصول على المشاهدات المجانية.",
};
export const LOGIN_HREF = `${PAGES.login.path}?callbackUrl=${encodeURIComponent(PAGES.freeViews.path)}`;
/** docs/product-rules.md#free-offer: the destructive toast's title and its fallback text. */
export const ERROR_TOAST_TITLE = "حدث خطأ";
export const ERROR_TOAST_FALLBACK = "فشل في معالجة طلب المشاهدات المجانية";

type SubmitState = "idle" | "processing" | "success" | "error";

/**
 * The /free-views page's client leaf (docs/product-rules.md#free-offer). Loading until the
 * account is known, then the form, the success confirmation, or the
 * already-used notice. Used comes from usedFreeViews at
 * load, or from a server error that says so.
 */
export function FreeViewsClaim() {
  const router = useRouter();
  const { user, loading, refresh } = useCurrentUser();
  const [state, setState] = useState<SubmitState>("idle");
  const [error, setError] = useState<string | null>(null);
  const [usedPerServer, setUsedPerServer] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);
  const sentToLogin = useRef(false);

  const sendToLogin = () => {
    if (sentToLogin.current) return;
    sentToLogin.current = true;
    toast.error(SIGN_IN_TOAST.title, { description: SIGN_IN_TOAST.description });
    router.replace(LOGIN_HREF);
  };

  // The request guard passes any well-formed cookie; a session ended since
  // (logout elsewhere, deleted account) is found out here.
  const signedOut = !loading && !user && state !== "success";
  useEffect(() => {
    if (signedOut) sendToLogin();
  });

  const claim = async (tiktokUrl: string) => {
    setState("processing");
    setError(null);
    const outcome = await requestFreeViews(tiktokUrl);
    if (outcome.ok) {
      // Known now, not only once the account is asked again: the next page's first paint
      // already leaves out the promo bar (components/auth/account-hint), even if this one closes first.
      rememberAccount("offer-used");
      setOrderId(outcome.orderId);
      setState("success");
      toast.success("تم طلب المشاهدات المجانية بنجاح");
      void refresh(); // the header, menus and profile learn the offer is used
      return;
    }
    if (outcome.signedOut) {
      setState("idle");
      sendToLogin();
      void refresh(); // the header stops showing the account
      return;
    }
    setState("error");
    setError(outcome.message);
    toast.error(ERROR_TOAST_TITLE, { description: outcome.message || ERROR_TOAST_FALLBACK });
    if (outcome.message.includes(FREE_VIEWS_ALREADY_USED_MESSAGE)) {
      setUsedPerServer(true);
      void refresh();
    }
  };

  if (state === "success") return <ClaimSuccess orderId={orderId} />;
  if (loading || !user) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
        <Icon name="loader-circle" className="animate-spin" /> جاري التحميل...
      </p>
    );
  }
  if (user.usedFreeViews || usedPerServer) return <AlreadyUsed announce={usedPerServer} />;
  return <ClaimForm processing={state === "processing"} serverError={error} onClaim={claim} />;
}
