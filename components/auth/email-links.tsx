"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PAGES } from "@/lib/routes";

import { refreshCurrentUser } from "./use-current-user";

/**
 * The pages reached by e-mail and the forms that send those e-mails:
 * "forgot password", the reset link's page, the verification link's page and
 * the profile's address field. Plain forms (no zod on these pages): the server
 * checks everything and answers in Arabic.
 */

const FAILED = "تعذر إكمال الطلب، يرجى المحاولة مرة أخرى";

function messageOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message || FAILED : FAILED;
}

function Field({
  label,
  type = "text",
  value,
  onChange,
  autoComplete,
  dir = "auto",
}: {
  label: string;
  type?: "text" | "email" | "password";
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  dir?: "ltr" | "auto";
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        dir={dir}
        value={value}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function Outcome({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <Alert variant={ok ? "default" : "destructive"} role={ok ? "status" : "alert"}>
      <Icon name={ok ? "circle-check" : "circle-exclamation-point"} />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

/** A form whose answer replaces nothing: the server's message is shown under it. */
function useSubmit<T>(send: () => Promise<T>) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async (event: React.FormEvent, success: (answer: T) => string) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, message: success(await send()) });
    } catch (error) {
      setResult({ ok: false, message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, submit };
}

/** /forgot-password: a username or verified address; the same answer whatever it names. */
export function ForgotPasswordForm() {
  const [identifier, setIdentifier] = useState("");
  const { busy, result, submit } = useSubmit(() =>
    api<{ message: string }>("/api/auth/password-reset/request", { method: "POST", body: { identifier } }),
  );
  return (
    <form method="post" className="grid gap-4" onSubmit={(e) => void submit(e, (a) => a.message)}>
      <Field
        label="اسم المستخدم أو البريد الإلكتروني"
        value={identifier}
        onChange={setIdentifier}
        autoComplete="username"
      />
      <Button type="submit" disabled={busy || !identifier.trim()}>
        {busy && <Icon name="loader-circle" className="animate-spin" />}
        أرسل رابط تعيين كلمة المرور
      </Button>
      {result && <Outcome ok={result.ok}>{result.message}</Outcome>}
      <p className="text-sm text-muted-foreground">
        لا يوجد بريد مؤكد في حسابك؟ تواصل مع الدعم من أسفل الصفحة.{" "}
        <Link href={PAGES.login.path} className="text-primary underline underline-offset-4">
          العودة لتسجيل الدخول
        </Link>
      </p>
    </form>
  );
}

function useQueryToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read after mount (static page)
    setToken(new URLSearchParams(window.location.search).get("token"));
  }, []);
  return token;
}

/** /reset-password?token=…: the new password, twice. */
export function ResetPasswordForm() {
  const token = useQueryToken();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const { busy, result, submit } = useSubmit(() =>
    // The server signs this browser in (docs/security.md#lockout): the header learns it.
    api("/api/auth/password-reset", { method: "POST", body: { token: token ?? "", password } }).then(() =>
      refreshCurrentUser(),
    ),
  );
  if (token === null)
    return <Outcome ok={false}>الرابط غير صالح. اطلب رابطاً جديداً من صفحة «نسيت كلمة المرور».</Outcome>;
  if (result?.ok)
    return (
      <div className="grid gap-4">
        <Outcome ok>{result.message}</Outcome>
        <Button asChild>
          <Link href={PAGES.orders.path}>{PAGES.orders.name}</Link>
        </Button>
      </div>
    );
  return (
    <form
      method="post"
      className="grid gap-4"
      onSubmit={(e) => {
        if (password !== confirm) {
          e.preventDefault();
          setMismatch(true);
          return;
        }
        setMismatch(false);
        void submit(
          e,
          () => "تم تعيين كلمة المرور الجديدة وسجّلت الدخول بها على هذا الجهاز، وسُجّل الخروج من الأجهزة الأخرى.",
        );
      }}
    >
      <Field
        label="كلمة المرور الجديدة"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
      />
      <Field
        label="تأكيد كلمة المرور"
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      {mismatch && <Outcome ok={false}>كلمتا المرور غير متطابقتين</Outcome>}
      <Button type="submit" disabled={busy || !token || !password}>
        {busy && <Icon name="loader-circle" className="animate-spin" />}
        حفظ كلمة المرور
      </Button>
      {result && !result.ok && (
        <Outcome ok={false}>
          {result.message}{" "}
          <Link href={PAGES.forgotPassword.path} className="font-bold underline">
            طلب رابط جديد
          </Link>
        </Outcome>
      )}
    </form>
  );
}

/** /verify-email?token=…: opens the link once, on arrival. */
export function VerifyEmail() {
  const token = useQueryToken();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a link without a token
      setState({ ok: false, message: "الرابط غير صالح" });
      return;
    }
    api<{ email: string }>("/api/auth/verify-email", { method: "POST", body: { token } }).then(
      (a) => setState({ ok: true, message: `تم تأكيد بريدك الإلكتروني ${a.email}` }),
      (error: unknown) => setState({ ok: false, message: messageOf(error) }),
    );
  }, [token]);
  if (!state)
    return (
      <p role="status" className="flex items-center gap-2">
        <Icon name="loader-circle" className="animate-spin" /> جاري التأكيد...
      </p>
    );
  return <Outcome ok={state.ok}>{state.message}</Outcome>;
}

/** The profile's address: set or change it (a link is sent), shown with whether it is verified. */
export function AccountEmailForm({ email, verified }: { email: string | null; verified: boolean }) {
  const [value, setValue] = useState(email ?? "");
  const [current, setCurrent] = useState({ email, verified });
  const { busy, result, submit } = useSubmit(async () => {
    const answer = await api<{ email: string | null; verified: boolean }>("/api/auth/email", {
      method: "POST",
      body: { email: value.trim() },
    });
    setCurrent(answer);
    return answer;
  });
  return (
    <form
      method="post"
      className="grid gap-3"
      onSubmit={(e) =>
        void submit(e, (a) =>
          a.email
            ? a.verified
              ? "تم الحفظ"
              : `أرسلنا رابط التأكيد إلى ${a.email}. افتحه لتفعيل البريد.`
            : "تمت إزالة البريد الإلكتروني",
        )
      }
    >
      <Field
        label="البريد الإلكتروني (اختياري)"
        type="email"
        dir="ltr"
        value={value}
        onChange={setValue}
        autoComplete="email"
      />
      <p className="text-xs text-muted-foreground">
        {current.email
          ? current.verified
            ? "مؤكد: تصلك عليه الإيصالات ويمكنك استعادة كلمة المرور به."
            : "غير مؤكد بعد: افتح الرابط الذي أرسلناه إليه."
          : "لإرسال الإيصالات واستعادة كلمة المرور."}
      </p>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy && <Icon name="loader-circle" className="animate-spin" />}
        حفظ البريد الإلكتروني
      </Button>
      {result && <Outcome ok={result.ok}>{result.message}</Outcome>}
    </form>
  );
}
