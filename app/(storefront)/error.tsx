"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

/**
 * A page of the store that failed to render, below its layout: the header and footer
 * stay and this takes the page's place, with the look of app/not-found.tsx.
 * The heading takes focus so that a screen reader says what happened.
 *
 * The button is Next's retry(): it fetches the page's server part again and
 * then reset()s this boundary. reset() alone would redraw the same failed
 * server answer, which is what most of these errors are.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // In production a server error reaches the browser as this id alone; the server's log has the rest.
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none">
        حدث خطأ غير متوقع
      </h1>
      <p className="text-muted-foreground">تعذّر عرض هذه الصفحة. حاول مرة أخرى، أو عُد إلى الصفحة الرئيسية.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => retry()}>
          إعادة المحاولة
        </Button>
        <Button asChild variant="outline">
          <Link href={PAGES.buy.path}>الصفحة الرئيسية</Link>
        </Button>
      </div>
      {digest && (
        <p className="text-xs text-muted-foreground">
          رمز الخطأ: <span dir="ltr">{digest}</span>
        </p>
      )}
    </section>
  );
}
