"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { trackEvent } from "@/lib/tracking/client";
import { whenIdleAfterLoad } from "@/lib/tracking/when-idle-after-load";

const PAGE_NAMES: Record<string, string> = {
  "/": "شراء المشاهدات",
  "/tiktok-views": "مشاهدات تيك توك",
  "/home": "الرئيسية",
  "/explorer-package": "باقة الإكسبلور",
  "/pricing": "الأسعار",
  "/terms": "الشروط والأحكام",
  "/privacy": "سياسة الخصوصية",
  "/login": "تسجيل الدخول",
  "/register": "إنشاء حساب",
  "/profile": "حسابي",
  "/orders": "طلباتي",
  "/free-views": "المشاهدات المجانية",
};

export function pageName(pathname: string): string {
  return PAGE_NAMES[pathname] ?? pathname;
}

/**
 * Sends ViewContent on every route change (docs/product-rules.md#ad-events: content_name
 * 'صفحة: ' + page name), and starts ad tracking itself once, after the page
 * is interactive: the relay and (in a build with a pixel id) the pixel are
 * a separate chunk, so they add nothing to the first load or the largest
 * paint; the events sent before then wait in lib/tracking/client.ts.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    whenIdleAfterLoad(() => {
      import("@/lib/tracking/runtime").then((m) => m.startTracking()).catch(() => {});
    });
  }, []);
  useEffect(() => {
    trackEvent("ViewContent", { content_name: `صفحة: ${pageName(pathname)}`, content_type: "page_view" });
  }, [pathname]);
  return null;
}
