"use client";

import { toast } from "@/components/ui/toast";
import type { RegisterFormInput } from "@/lib/auth/contract";
import { PAGES } from "@/lib/routes";
import { lazyResolver } from "@/lib/forms/contract";
import { trackRegistrationInBrowser } from "@/lib/tracking/contract";

import { AUTH_FAILURES, registerRequest } from "./auth-api";
import { AuthForm, passwordField, usernameField } from "./auth-form";

const resolver = lazyResolver(() => import("./validation").then((m) => m.registerResolver));

const send = async ({ username, password, email }: RegisterFormInput) => {
  // The server signs the new account in with this same call ("register, then
  // log in with the same credentials" in one round trip, docs/product-rules.md#accounts).
  // The optional address goes only when given; a link sent to it verifies it.
  const user = await registerRequest({ username, password, ...(email ? { email } : {}) });
  // The pixel's half of the sign-up event; the server queued its own with the same id.
  trackRegistrationInBrowser(user);
};

const welcome = () => toast.success("تم إنشاء حسابك بنجاح");

/** `afterSignIn`: see AuthForm. */
export function RegisterForm({ afterSignIn }: { afterSignIn?: () => Promise<void> }) {
  return (
    <AuthForm<RegisterFormInput>
      resolver={resolver}
      defaultValues={{ username: "", password: "", confirmPassword: "", email: "" }}
      fields={[
        usernameField,
        passwordField("new-password"),
        {
          name: "confirmPassword",
          label: "تأكيد كلمة المرور",
          type: "password",
          autoComplete: "new-password",
        },
        { name: "email", label: "البريد الإلكتروني (اختياري)", autoComplete: "email" },
      ]}
      submit={{ label: "إنشاء حساب", busyLabel: "جاري إنشاء الحساب..." }}
      failure={AUTH_FAILURES.registration}
      send={send}
      afterSignIn={afterSignIn}
      onSignedIn={welcome}
      other={{ question: "لديك حساب بالفعل؟", label: "تسجيل الدخول", path: PAGES.login.path }}
    />
  );
}
