"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

/**
 * A console page that failed to render, inside the console's layout (its
 * header and navigation stay). retry() fetches the page's server part again;
 * the heading takes focus so that a screen reader says what happened.
 */
export default function ConsoleError({ error, retry }: { error: unknown; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-6">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        تعذّر عرض هذه الصفحة
      </h1>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => retry()}>
          إعادة المحاولة
        </Button>
        <Button asChild variant="outline">
          <Link href={PAGES.admin.path}>نظرة عامة</Link>
        </Button>
      </div>
      {digest && (
        <p className="text-xs text-muted-foreground">
          رمز الخطأ: <bdi dir="ltr">{digest}</bdi>
        </p>
      )}
    </section>
  );
}
