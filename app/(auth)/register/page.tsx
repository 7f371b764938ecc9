import type { Metadata } from "next";

import { RegisterWithDeviceOrders } from "../_forms";

export const metadata: Metadata = { title: "إنشاء حساب", robots: { index: false } };

export default function RegisterPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">إنشاء حساب جديد</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">سجّل الآن واحصل على 1,000 مشاهدة مجانية</p>
      <RegisterWithDeviceOrders />
    </>
  );
}
