"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { PAGES } from "@/lib/routes";
import { cn } from "@/lib/utils";

const LINKS = [
  { href: PAGES.admin.path, label: "نظرة عامة" },
  { href: PAGES.adminAttention.path, label: "يحتاج انتباهاً" },
  { href: PAGES.adminOrders.path, label: "الطلبات" },
  { href: PAGES.adminConversations.path, label: "المحادثات" },
  { href: PAGES.adminCustomers.path, label: "العملاء" },
  { href: PAGES.adminAudit.path, label: "سجل الإجراءات" },
  { href: PAGES.adminPanel.path, label: "لوحة التنفيذ" },
  { href: PAGES.adminServices.path, label: "الخدمات والتكلفة" },
  { href: PAGES.adminPrices.path, label: "الأسعار" },
  { href: PAGES.adminCodes.path, label: "رموز الخصم" },
  { href: PAGES.adminPromotions.path, label: "العروض" },
  { href: PAGES.adminCampaigns.path, label: "الحملات" },
  { href: PAGES.adminFreeViews.path, label: "المشاهدات المجانية" },
  { href: PAGES.adminOutbox.path, label: "صندوق الصادر" },
  { href: PAGES.adminInvoices.path, label: "الفواتير الضريبية" },
] as const;

/** The console's one navigation: every operator page, the current one marked. */
export function ConsoleNav() {
  const path = usePathname();
  const current = (href: string) =>
    href === PAGES.admin.path ? path === href : path === href || path.startsWith(`${href}/`);
  return (
    <nav aria-label="لوحة التشغيل" className="flex flex-wrap gap-2 border-b pb-3">
      {LINKS.map((l) => (
        <Link
          key={l.href}
          href={l.href}
          aria-current={current(l.href) ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-bold hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
            current(l.href) ? "bg-primary text-primary-foreground hover:bg-primary" : "bg-muted",
          )}
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
