import Link from "next/link";

import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

// Arabic only: no English sub-label a customer must read (docs/product-rules.md#language-and-text).
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404: الصفحة غير موجودة</h1>
      <p className="text-muted-foreground">الصفحة التي تبحث عنها غير موجودة أو تم نقلها.</p>
      <Button asChild>
        <Link href={PAGES.buy.path}>العودة إلى الصفحة الرئيسية</Link>
      </Button>
    </section>
  );
}
