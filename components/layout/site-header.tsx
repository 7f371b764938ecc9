import Link from "next/link";

import { mainNav, site } from "@/lib/content";

import { AccountArea } from "./account-area";
import { FreeViewsButton } from "./free-views-button";
import { MobileMenu } from "./mobile-menu";
import { PromoBar } from "./promo-bar";

/** On every page: its look is in globals.css (`.site-header`), like the footer's. */
export function SiteHeader() {
  return (
    <header>
      <PromoBar />
      <div className="site-header">
        <div>
          <MobileMenu />
          <Link href="/" className="logo">
            {site.name}
          </Link>
          <nav aria-label="القائمة الرئيسية">
            {mainNav.map((link, i) => (
              <Link key={i} href={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-2">
            <FreeViewsButton size="sm" className="max-sm:hidden">
              1,000 مشاهدة مجانية
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
