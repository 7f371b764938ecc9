"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import type { LoginInput } from "@/lib/auth/contract";
import { lazyResolver, usePreloadWhenIdle } from "@/lib/forms";

import { loginRequest } from "./auth-api";
import { FormErrorBanner, FormField, SubmitButton } from "./form-field";
import { useCallbackUrl, withCallback } from "./use-callback-url";
import { refreshCurrentUser } from "./use-current-user";

const resolver = lazyResolver(() => import("./validation").then((m) => m.loginResolver));

export function LoginForm() {
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver, defaultValues: { username: "", password: "" } });
  usePreloadWhenIdle(resolver);

  const onSubmit = handleSubmit(async (values) => {
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
    <form onSubmit={onSubmit} method="post" noValidate className="grid gap-5">
      <FormErrorBanner message={serverError ?? errors.root?.message ?? null} />
      <FormField
        id="username"
        label="اسم المستخدم"
        labelEn="Username"
        autoComplete="username"
        error={errors.username?.message}
        registration={register("username")}
      />
      <FormField
        id="password"
        label="كلمة المرور"
        labelEn="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <SubmitButton busy={isSubmitting} label="تسجيل الدخول" busyLabel="جاري تسجيل الدخول..." />
      <p className="text-center text-sm text-muted-foreground">
        ليس لديك حساب؟{" "}
        <Link href={registerHref} className="font-bold text-primary underline-offset-4 hover:underline">
          إنشاء حساب جديد
        </Link>
      </p>
    </form>
  );
}
