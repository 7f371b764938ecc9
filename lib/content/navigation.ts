import { PAGES, type StorePage } from "@/lib/routes";
import { promiseText } from "@/lib/pricing";

export interface NavLink {
  href: string;
  label: string;
}

/** A link to one of the store's pages, under its name unless the menu calls it otherwise. */
const to = (page: StorePage, label = page.name!): NavLink => ({ href: page.path, label });

/**
 * Main bar links: home, TikTok views, explorer package, features, FAQ,
 * packages (docs/product-rules.md#pages-and-navigation).
 */
export const mainNav: NavLink[] = [
  to(PAGES.home),
  to(PAGES.views),
  to(PAGES.explorer),
  { href: `${PAGES.home.path}#features`, label: "المميزات" },
  { href: `${PAGES.home.path}#faq`, label: "الأسئلة الشائعة" },
  to(PAGES.pricing, "الباقات"),
];

/** Footer links (docs/product-rules.md#pages-and-navigation: /, /pricing, /free-views, /orders, /terms, /privacy). */
export const footerNav: NavLink[] = [
  to(PAGES.buy),
  to(PAGES.pricing),
  to(PAGES.freeViews, `${promiseText.freeViews} مشاهدة مجانية`),
  to(PAGES.orders),
  to(PAGES.contact),
  to(PAGES.terms),
  to(PAGES.privacy),
];
