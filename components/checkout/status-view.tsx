import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { PAGES } from "@/lib/routes";

/** A spinner with what is happening, announced politely. */
export function Working({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
      <Icon name="loader-circle" className="size-5 animate-spin" /> {children}
    </p>
  );
}

/** The failed-payment way out (docs/product-rules.md#checkout-flow): try again from the purchase page, or go home. */
export function RetryOrHome({ retryLabel = "إعادة المحاولة" }: { retryLabel?: string }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link href={PAGES.views.path}>
          <Icon name="refresh-ccw" /> {retryLabel}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={PAGES.buy.path}>العودة إلى الصفحة الرئيسية</Link>
      </Button>
    </div>
  );
}
