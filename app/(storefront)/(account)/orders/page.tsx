import type { Metadata } from "next";
import Link from "next/link";

import { PAGES } from "@/lib/routes";

import { OrdersShell } from "./_components/orders-shell";

export const metadata: Metadata = { title: "طلباتي", robots: { index: false } };

// Static shell: the visitor's state is asked for in the browser. Open to
// everyone (docs/product-rules.md#order-access): signed-out visitors are offered sign-in and sign-up.
// Nothing moves when the list arrives: everything else on the page is above
// it, and the list's area is at least a screen tall, so the footer is below
// the screen before and after (a one-line «جاري التحميل…» replaced by the list
// moved it: a layout shift of 0.2 on every cold load).
export default function OrdersPage() {
  return (
    <section aria-labelledby="orders-title" className="grid gap-6">
      <div className="grid gap-2">
        <h1 id="orders-title" className="text-2xl font-bold">
          طلباتي
        </h1>
        <p className="text-sm text-muted-foreground">
          طلبت من جهاز آخر؟{" "}
          <Link href={PAGES.findOrder.path} className="font-bold text-primary underline-offset-4 hover:underline">
            ابحث عن طلبك برقم الطلب وبريدك الإلكتروني
          </Link>
        </p>
      </div>
      <div className="min-h-svh" data-testid="orders-area">
        <OrdersShell />
      </div>
    </section>
  );
}
