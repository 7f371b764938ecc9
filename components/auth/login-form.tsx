"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { lazySchema, useCheckedForm } from "@/lib/forms/checked-form";

import { loginRequest } from "./auth-api";
import { FormErrorBanner, FormField, SubmitButton } from "./form-field";
import { useCallbackUrl, withCallback } from "./use-callback-url";
import { refreshCurrentUser } from "./use-current-user";

const schema = lazySchema(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));

export function LoginForm() {
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, formError, submitting, formProps } = useCheckedForm(schema, async (values) => {
    setServerError(null);
    try {
      await loginRequest(values);
      await refreshCurrentUser();
      router.replace(callbackUrl);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : "Login failed");
    }
  });

  const registerHref = withCallback("/register", callbackUrl);
  return (
    // method="post": a tap before the scripts have run submits the form the
    // browser's way, and a GET would put the password in the address bar,
    // history and access logs. A POST just shows the page again.
    <form {...formProps} method="post" className="grid gap-5">
      <FormErrorBanner message={serverError ?? formError} />
      <FormField
        id="username"
        label="اسم المستخدم"
        labelEn="Username"
        autoComplete="username"
        error={errors.username}
      />
      <FormField
        id="password"
        label="كلمة المرور"
        labelEn="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <SubmitButton busy={submitting} label="تسجيل الدخول" busyLabel="جاري تسجيل الدخول..." />
      <p className="text-center text-sm text-muted-foreground">
        ليس لديك حساب؟{" "}
        <Link href={registerHref} className="font-bold text-primary underline-offset-4 hover:underline">
          إنشاء حساب جديد
        </Link>
      </p>
    </form>
  );
}
