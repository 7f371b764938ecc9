import Link from "next/link";

import { mainNav, site } from "@/lib/content";
import { PAGES } from "@/lib/routes";

import { AccountArea } from "./account-area";
import { FreeViewsButton } from "./free-views-button";
import { MobileMenu } from "./mobile-menu";
import { PromoBar } from "./promo-bar";
import { promiseText } from "@/lib/pricing";

const NAV_LINK =
  "rounded-md px-2 py-1 text-sm font-bold whitespace-nowrap hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

export function SiteHeader() {
  return (
    <header className="print:hidden">
      <PromoBar />
      <div className="border-b bg-background/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <MobileMenu />
          <Link href={PAGES.buy.path} className="shrink-0 text-xl font-bold text-primary">
            {site.name}
          </Link>
          <nav aria-label="القائمة الرئيسية" className="hidden flex-1 items-center gap-1 xl:flex">
            {mainNav.map((link, i) => (
              <Link key={i} href={link.href} className={NAV_LINK}>
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-2">
            <FreeViewsButton size="sm" className="max-sm:hidden">
              {promiseText.freeViews} مشاهدة مجانية
            </FreeViewsButton>
            <div className="hidden xl:block">
              <AccountArea />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
