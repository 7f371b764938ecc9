import type { Metadata } from "next";
import Link from "next/link";

import { PAGES } from "@/lib/routes";

import { LoginWithDeviceOrders } from "./_form";

export const metadata: Metadata = { title: "تسجيل الدخول", robots: { index: false } };

// Static page: the form reads ?callbackUrl in the browser when it submits.
export default function LoginPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">تسجيل الدخول</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">ادخل إلى حسابك لمتابعة طلباتك والعرض المجاني</p>
      <LoginWithDeviceOrders />
      <p className="mt-4 text-center text-sm">
        <Link href={PAGES.forgotPassword.path} className="text-primary underline underline-offset-4">
          نسيت كلمة المرور؟
        </Link>
      </p>
    </>
  );
}
