import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

/** The tab and a shared link say what the page is, not the store's generic title (the layout adds the store's name). */
const NOT_FOUND_TITLE = "الصفحة غير موجودة";
export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

// Arabic only: no English sub-label a customer must read (docs/product-rules.md#language-and-text).
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404: {NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">الصفحة التي تبحث عنها غير موجودة أو تم نقلها.</p>
      <Button asChild>
        <Link href={PAGES.buy.path}>العودة إلى الصفحة الرئيسية</Link>
      </Button>
    </section>
  );
}
