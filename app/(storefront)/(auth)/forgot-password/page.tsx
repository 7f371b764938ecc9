import type { Metadata } from "next";

import { ForgotPasswordForm } from "@/components/auth/email-links";

export const metadata: Metadata = { title: "نسيت كلمة المرور", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">نسيت كلمة المرور</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        نرسل رابطاً لتعيين كلمة مرور جديدة إلى البريد الإلكتروني المؤكد في حسابك.
      </p>
      <ForgotPasswordForm />
    </>
  );
}
