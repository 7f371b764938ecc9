"use client";

import "./globals.css";

import { cairoArabic, cairoLatin } from "./fonts";

/**
 * Shown when the root layout itself fails: it replaces the whole document, so
 * it brings its own <html> (Arabic, right to left), styles and fonts, and
 * nothing of the store's shell that may be what failed.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="ar" dir="rtl" className={`${cairoLatin.variable} ${cairoArabic.variable}`}>
      <body>
        <title>حدث خطأ</title>
        <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">حدث خطأ غير متوقع</h1>
          <p className="text-muted-foreground">تعذّر عرض المتجر الآن. حاول مرة أخرى بعد قليل.</p>
          {/* The ui kit's button classes without its component: this page's script loads on every page. */}
          <button type="button" className="btn btn-primary btn-md" onClick={() => retry()}>
            إعادة المحاولة
          </button>
        </main>
      </body>
    </html>
  );
}
