import type { Metadata } from "next";

import { RegisterWithDeviceOrders } from "./_form";
import { promiseText } from "@/lib/pricing";

export const metadata: Metadata = { title: "إنشاء حساب", robots: { index: false } };

export default function RegisterPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">إنشاء حساب جديد</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        سجّل الآن واحصل على {promiseText.freeViews} مشاهدة مجانية
      </p>
      <RegisterWithDeviceOrders />
    </>
  );
}
