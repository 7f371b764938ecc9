"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { serviceLabel } from "@/lib/pricing";
import { loadTrackingRuntime, trackEvent, whenIdleAfterLoad } from "@/lib/tracking/contract";

const PAGE_NAMES: Record<string, string> = {
  "/": "شراء المشاهدات",
  "/tiktok-views": serviceLabel("views"),
  "/home": "الرئيسية",
  "/explorer-package": serviceLabel("explorer"),
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
 * Sends ViewContent on every route change (spec, section 7: content_name
 * 'صفحة: ' + page name), and starts ad tracking itself once, after the page
 * is interactive: the relay and (in a build with a pixel id) the pixel are
 * a separate chunk, so they add nothing to the first load or the largest
 * paint; the events sent before then wait in lib/tracking/client.ts.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    whenIdleAfterLoad(() => {
      loadTrackingRuntime()
        .then((m) => m.startTracking())
        .catch(() => {});
    });
  }, []);
  useEffect(() => {
    trackEvent("ViewContent", { content_name: `صفحة: ${pageName(pathname)}`, content_type: "page_view" });
  }, [pathname]);
  return null;
}
