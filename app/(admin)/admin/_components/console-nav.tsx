"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";

import { Icon } from "@/components/ui/icon";
import { formatCount } from "@/lib/pricing";
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

/**
 * The console's one navigation: every operator page, the current one marked,
 * and beside «يحتاج انتباهاً» how many things wait. A column beside the page
 * from lg up; on a phone a button that opens the list (and a link in it closes it).
 */
export function ConsoleNav({ attention }: { attention: number | null }) {
  const path = usePathname();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = (href: string) =>
    href === PAGES.admin.path ? path === href : path === href || path.startsWith(`${href}/`);
  const here = LINKS.find((l) => current(l.href));
  return (
    <nav
      aria-label="لوحة التشغيل"
      className="min-w-0 lg:sticky lg:top-4 lg:self-start"
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-2 rounded-md border bg-card px-3 py-2 text-start text-sm font-bold focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none lg:hidden"
      >
        <Icon name={open ? "x" : "menu"} />
        <span>أقسام اللوحة</span>
        {here && <span className="truncate font-normal text-muted-foreground">{here.label}</span>}
      </button>
      <ul id={listId} className={cn("mt-2 gap-1 lg:mt-0 lg:grid", open ? "grid" : "hidden")}>
        {LINKS.map((l) => {
          const count = l.href === PAGES.adminAttention.path ? attention : null;
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                onClick={() => setOpen(false)}
                aria-current={current(l.href) ? "page" : undefined}
                className={cn(
                  "flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-bold hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  current(l.href) ? "bg-primary text-primary-foreground hover:bg-primary" : "",
                )}
              >
                {l.label}
                {count !== null && count > 0 && <span className="sr-only">، </span>}
                {count !== null && count > 0 && (
                  <span
                    className={cn(
                      "rounded-full px-2 text-xs",
                      current(l.href) ? "bg-primary-foreground text-primary" : "bg-destructive text-white",
                    )}
                  >
                    <bdi dir="ltr" className="tabular-nums">
                      {formatCount(count)}
                    </bdi>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
