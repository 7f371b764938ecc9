"use client";

import { useEffect, useId, useState } from "react";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { storedReceiptEmail, storeReceiptEmail } from "@/components/checkout/device-storage";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A guest's optional address for the receipt and the order's link (their way
 * back from another device), remembered on this device and sent with the
 * payment. Signed-in buyers do not see it: their account's verified address
 * is used.
 */
export function ReceiptEmailField({
  inputRef,
  consentRef,
  error = null,
  onEdit,
}: {
  inputRef?: React.Ref<HTMLInputElement>;
  /** The reminder box (docs/checkout-reminders.md): shown once an address is typed, never ticked by default. */
  consentRef?: React.Ref<HTMLInputElement>;
  /** Why the address cannot be used (Arabic), shown beside the field, which is marked invalid. */
  error?: string | null;
  onEdit?: () => void;
} = {}) {
  const id = useId();
  const { isAuthenticated } = useCurrentUser();
  const [email, setEmail] = useState("");
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage exists only after mount
    setEmail(storedReceiptEmail());
  }, []);
  if (isAuthenticated) return null;
  return (
    // .guest-only: hidden before the first paint when this browser knows the visitor is signed in
    // (components/auth/account-hint.ts), so removing it after hydration moves nothing.
    <div className="guest-only grid gap-2">
      <Label htmlFor={id}>
        بريدك الإلكتروني <span className="font-normal text-muted-foreground">(اختياري)</span>
      </Label>
      <Input
        id={id}
        type="email"
        inputMode="email"
        dir="ltr"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@example.com"
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        value={email}
        maxLength={320}
        onChange={(e) => {
          setEmail(e.target.value);
          storeReceiptEmail(e.target.value.trim());
          onEdit?.();
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        لإرسال الإيصال ورابط الطلب إليك
      </p>
      {email.trim() !== "" && (
        <label className="flex items-start gap-2 text-sm">
          <input ref={consentRef} type="checkbox" className="mt-1 size-4 shrink-0 accent-primary" />
          <span>ذكّرني بهذا الطلب مرة واحدة بالبريد إن لم أكمل الدفع</span>
        </label>
      )}
    </div>
  );
}
