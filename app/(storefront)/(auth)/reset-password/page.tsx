import type { Metadata } from "next";

import { ResetPasswordForm } from "@/components/auth/email-links";

export const metadata: Metadata = { title: "تعيين كلمة مرور جديدة", robots: { index: false }, referrer: "no-referrer" };

// Static page: the link's token is read in the browser and sent only to the API.
export default function ResetPasswordPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">تعيين كلمة مرور جديدة</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">بعد الحفظ يُسجَّل الخروج من حسابك على كل الأجهزة.</p>
      <ResetPasswordForm />
    </>
  );
}
