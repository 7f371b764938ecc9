import type { Metadata } from "next";

import { FindOrderForm } from "@/components/orders/find-order";

export const metadata: Metadata = { title: "ابحث عن طلبك", robots: { index: false } };

// Open to everyone: a guest on another device gets the order's link by e-mail.
export default function FindOrderPage() {
  return (
    <section aria-labelledby="find-order-title" className="grid gap-6">
      <div>
        <h1 id="find-order-title" className="text-2xl font-bold">
          ابحث عن طلبك
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          طلبت من جهاز آخر؟ أدخل رقم الطلب والبريد الإلكتروني الذي استخدمته عند الدفع، ونرسل رابط الطلب إلى بريدك.
        </p>
      </div>
      <FindOrderForm />
    </section>
  );
}
