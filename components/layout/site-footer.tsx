import Link from "next/link";

import { Icon } from "@/components/ui/icon";
import { footerNav, pricesIncludeVat, site, whatsappHref } from "@/lib/content";

/**
 * On every page, so its look is in globals.css (`.site-footer`) rather than in
 * class lists that each page would send twice (HTML and RSC payload).
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div>
        <div>
          <p>{site.name}</p>
          <p>{site.tagline}</p>
          <p>{site.claims.accountsServed}</p>
        </div>
        <nav aria-label="روابط الموقع">
          <ul>
            {footerNav.map((link, i) => (
              <li key={i}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" />
            تواصل معنا عبر واتساب
          </a>
          <a href={`mailto:${site.contact.supportEmail}`}>
            <Icon name="mail" />
            <span dir="ltr">{site.contact.supportEmail}</span>
          </a>
          <ul aria-label="حساباتنا">
            {site.social.map((s, i) => (
              <li key={i}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p>
        © {site.name}. {pricesIncludeVat}.
      </p>
    </footer>
  );
}
