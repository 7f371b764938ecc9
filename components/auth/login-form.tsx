"use client";

import type { LoginInput } from "@/lib/auth/contract";
import { PAGES } from "@/lib/routes";
import { lazyResolver } from "@/lib/forms/contract";

import { AUTH_FAILURES, loginRequest } from "./auth-api";
import { AuthForm, passwordField, usernameField } from "./auth-form";

const resolver = lazyResolver(() => import("./validation").then((m) => m.loginResolver));

const send = async (values: LoginInput) => {
  await loginRequest(values);
};

/** `afterSignIn`: see AuthForm. */
export function LoginForm({ afterSignIn }: { afterSignIn?: () => Promise<void> }) {
  return (
    <AuthForm<LoginInput>
      resolver={resolver}
      defaultValues={{ username: "", password: "" }}
      fields={[usernameField, passwordField("current-password")]}
      submit={{ label: "تسجيل الدخول", busyLabel: "جاري تسجيل الدخول..." }}
      failure={AUTH_FAILURES.login}
      send={send}
      afterSignIn={afterSignIn}
      other={{ question: "ليس لديك حساب؟", label: "إنشاء حساب جديد", path: PAGES.register.path }}
    />
  );
}
