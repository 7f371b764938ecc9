import Link from "next/link";

import { SellerDetails } from "./seller-details";
import { Icon } from "@/components/ui/icon";
import { footerNav, identity, priceTerms, site, whatsappHref } from "@/lib/content";

const CONTACT_LINK = "flex items-center gap-2 hover:text-primary";

export function SiteFooter() {
  const whatsapp = whatsappHref();
  const { supportEmail } = site.contact;
  return (
    <footer className="mt-16 border-t bg-muted render-when-near-128 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="space-y-2 text-sm text-muted-foreground">
          <p className="text-lg font-bold text-primary">{site.name}</p>
          <p>{site.tagline}</p>
          <p>{site.claims.accountsServed}</p>
        </div>
        <nav aria-label="روابط الموقع">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerNav.map((link, i) => (
              <li key={i}>
                <Link href={link.href} className="underline-offset-4 hover:text-primary hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 text-sm">
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={CONTACT_LINK}>
              <Icon name="message-circle" />
              تواصل معنا عبر واتساب
            </a>
          )}
          {supportEmail && (
            <a href={`mailto:${supportEmail}`} className={CONTACT_LINK}>
              <Icon name="mail" />
              <span dir="ltr">{supportEmail}</span>
            </a>
          )}
          {site.social.length > 0 && (
            <ul aria-label="حساباتنا" className="flex flex-wrap gap-3">
              {site.social.map((s, i) => (
                <li key={i}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className="underline hover:text-primary">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="space-y-2 border-t px-4 py-4 text-center text-xs text-muted-foreground">
        <SellerDetails className="flex flex-wrap justify-center gap-x-4 gap-y-1" />
        <p>
          © {identity.name}. {priceTerms}.
        </p>
      </div>
    </footer>
  );
}
