import type { Metadata } from "next";

import { OrdersShell } from "./_components/orders-shell";

export const metadata: Metadata = { title: "طلباتي", robots: { index: false } };

// Static shell: the visitor's state is asked for in the browser. Open to
// everyone (docs/product-rules.md#order-access): signed-out visitors are offered sign-in and sign-up.
export default function OrdersPage() {
  return (
    <section aria-labelledby="orders-title" className="grid gap-6">
      <h1 id="orders-title" className="text-2xl font-bold">
        طلباتي
      </h1>
      <OrdersShell />
    </section>
  );
}
