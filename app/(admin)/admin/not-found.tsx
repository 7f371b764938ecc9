import type { Metadata } from "next";
import Link from "next/link";

import { currentOperator } from "@/lib/admin";
import { PAGES } from "@/lib/routes";

import StoreNotFound from "../../not-found";

export const metadata: Metadata = { title: "الصفحة غير موجودة", robots: { index: false } };

/**
 * An order or customer the console does not have, inside the console's layout.
 * Anyone else (the free-offer report answers them 404) gets the store's 404,
 * word for word, as for any unknown address.
 */
export default async function ConsoleNotFound() {
  if (!(await currentOperator())) return <StoreNotFound />;
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-6">
      <h1 className="text-2xl font-bold">غير موجود</h1>
      <p className="text-muted-foreground">لا يوجد ما طلبته في لوحة التشغيل: ربما الرقم خاطئ أو حُذف.</p>
      <Link href={PAGES.admin.path} className="text-primary underline-offset-4 hover:underline">
        إلى نظرة عامة
      </Link>
    </section>
  );
}
