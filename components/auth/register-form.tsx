"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";

import type { RegisterFormInput } from "@/lib/auth/schemas";
import { lazyResolver, usePreloadWhenIdle } from "@/lib/forms/lazy-resolver";
import { trackRegistrationInBrowser } from "@/lib/tracking/registration-in-browser";

import { registerRequest } from "./auth-api";
import { FormErrorBanner, FormField, SubmitButton } from "./form-field";
import { useCallbackUrl, withCallback } from "./use-callback-url";
import { refreshCurrentUser } from "./use-current-user";

const resolver = lazyResolver(() => import("./validation").then((m) => m.registerResolver));

export function RegisterForm() {
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver,
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });
  usePreloadWhenIdle(resolver);

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setServerError(null);
    try {
      // The server signs the new account in with this same call ("register, then
      // log in with the same credentials" in one round trip, docs/product-rules.md#accounts).
      const user = await registerRequest({ username, password });
      // The pixel's half of the sign-up event; the server queued its own with the same id.
      void trackRegistrationInBrowser(user);
      await refreshCurrentUser();
      toast.success("تم إنشاء حسابك بنجاح");
      router.replace(callbackUrl);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : "Registration failed");
    }
  });

  const loginHref = withCallback("/login", callbackUrl);
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
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <FormField
        id="confirmPassword"
        label="تأكيد كلمة المرور"
        labelEn="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register("confirmPassword")}
      />
      <SubmitButton busy={isSubmitting} label="إنشاء حساب" busyLabel="جاري إنشاء الحساب..." />
      <p className="text-center text-sm text-muted-foreground">
        لديك حساب بالفعل؟{" "}
        <Link href={loginHref} className="font-bold text-primary underline-offset-4 hover:underline">
          تسجيل الدخول
        </Link>
      </p>
    </form>
  );
}
