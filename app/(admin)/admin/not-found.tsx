import type { Metadata } from "next";
import Link from "next/link";

import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "غير موجود: لوحة التشغيل", robots: { index: false } };

/** An order or customer the console does not have (a page called notFound()), inside the console's own layout. */
export default function ConsoleNotFound() {
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
