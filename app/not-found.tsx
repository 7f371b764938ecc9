import Link from "next/link";

import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

// Arabic first, the English heading after it (docs/product-rules.md#pages-and-navigation).
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        404: الصفحة غير موجودة{" "}
        <span className="block text-lg font-normal text-muted-foreground" dir="ltr" lang="en">
          Page Not Found
        </span>
      </h1>
      <p className="text-muted-foreground">الصفحة التي تبحث عنها غير موجودة أو تم نقلها.</p>
      <Button asChild>
        <Link href={PAGES.buy.path}>العودة إلى الصفحة الرئيسية</Link>
      </Button>
    </section>
  );
}
