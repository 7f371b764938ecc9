import Link from "next/link";

import { mainNav, site } from "@/lib/content";

import { AccountArea } from "./account-area";
import { FreeViewsButton } from "./free-views-button";
import { MobileMenu } from "./mobile-menu";
import { PromoBar } from "./promo-bar";

export function SiteHeader() {
  return (
    <header>
      <PromoBar />
      <div className="border-b bg-background/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <MobileMenu />
          <Link href="/" className="shrink-0 text-xl font-bold text-primary">
            {site.name}
          </Link>
          <nav aria-label="القائمة الرئيسية" className="hidden flex-1 items-center gap-1 md:flex">
            {mainNav.map((link) => (
              <Link key={link.href} href={link.href} className="nav-link">
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-2">
            <FreeViewsButton size="sm" className="max-sm:hidden">
              1,000 مشاهدة مجانية
            </FreeViewsButton>
            <div className="hidden md:block">
              <AccountArea />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
