import type { Metadata } from "next";

import { VerifyEmail } from "@/components/auth/email-links";

export const metadata: Metadata = {
  title: "تأكيد البريد الإلكتروني",
  robots: { index: false },
  referrer: "no-referrer",
};

export default function VerifyEmailPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">تأكيد البريد الإلكتروني</h1>
      <VerifyEmail />
    </>
  );
}
