"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { trackEvent } from "@/lib/tracking/client";

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

/** Sends ViewContent on every route change (spec, section 7: content_name 'صفحة: ' + page name). */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    trackEvent("ViewContent", { content_name: `صفحة: ${pageName(pathname)}`, content_type: "page_view" });
  }, [pathname]);
  return null;
}
