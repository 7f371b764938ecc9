export interface NavLink {
  href: string;
  label: string;
}

/**
 * Main bar links: home, TikTok views, explorer package, features, FAQ,
 * packages (docs/product-rules.md#pages-and-navigation).
 */
export const mainNav: NavLink[] = [
  { href: "/home", label: "الرئيسية" },
  { href: "/tiktok-views", label: "مشاهدات تيك توك" },
  { href: "/explorer-package", label: "باقة الإكسبلور" },
  { href: "/home#features", label: "المميزات" },
  { href: "/home#faq", label: "الأسئلة الشائعة" },
  { href: "/pricing", label: "الباقات" },
];

/** Footer links (docs/product-rules.md#pages-and-navigation: /, /pricing, /free-views, /orders, /terms, /privacy). */
export const footerNav: NavLink[] = [
  { href: "/", label: "شراء المشاهدات" },
  { href: "/pricing", label: "الأسعار" },
  { href: "/free-views", label: "1,000 مشاهدة مجانية" },
  { href: "/orders", label: "طلباتي" },
  { href: "/terms", label: "الشروط والأحكام" },
  { href: "/privacy", label: "سياسة الخصوصية" },
];
