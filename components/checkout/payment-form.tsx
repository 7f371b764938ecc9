"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { safeCallbackUrl } from "@/components/auth/callback-url";
import { PAGES } from "@/lib/routes";

import { Working } from "./status-view";
import { chunkLoader, useChunk } from "./use-chunk";
import { useQuery } from "./use-query";

// The form is a chunk of its own, fetched while the session is checked: the page shows its
// loader until both are in, as it showed it until the session was known.
const loadForm = chunkLoader(() => import("./payment-form-body"));

/** /payment and /payment-new: the leaf reads amount, description and returnUrl. */
export function PaymentFormFromQuery() {
  const query = useQuery();
  const router = useRouter();
  const { user, loading } = useCurrentUser();
  const amount = Number(query?.get("amount") ?? "");
  const invalid = query !== null && !(Number.isFinite(amount) && amount > 0);
  const signedOut = !loading && !user;
  const form = useChunk(loadForm);
  useEffect(() => {
    if (invalid) router.replace(PAGES.buy.path);
    else if (signedOut)
      router.replace(
        `${PAGES.login.path}?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
  }, [invalid, signedOut, router]);
  if (!query || invalid || loading || !user) return <Working>جاري التحميل...</Working>;
  if (form.failed) return <FormFailed retry={form.retry} />;
  if (!form.module) return <Working>جاري التحميل...</Working>;
  return (
    <form.module.PaymentForm
      amount={amount}
      description={query.get("description") ?? ""}
      returnUrl={safeCallbackUrl(query.get("returnUrl"))}
    />
  );
}

/** The form's chunk did not arrive (a dropped connection): say so and offer to fetch it again. */
function FormFailed({ retry }: { retry: () => void }) {
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <p role="alert" className="text-sm font-medium text-destructive">
        تعذر تحميل نموذج الدفع، تحقق من اتصالك بالإنترنت
      </p>
      <Button type="button" onClick={retry}>
        <Icon name="refresh-ccw" /> إعادة المحاولة
      </Button>
    </div>
  );
}
