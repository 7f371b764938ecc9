import { identity, site, whatsappHref } from "@/lib/content";

/** Who sells: the store's identity as the build read it (legal pages, footer). */
export function SellerDetails({ className }: { className?: string }) {
  return (
    <dl className={className ?? "grid gap-1"}>
      <div>
        <dt className="inline font-semibold">البائع: </dt>
        <dd className="inline">{identity.name}</dd>
      </div>
      <div>
        <dt className="inline font-semibold">الدولة: </dt>
        <dd className="inline">{identity.country}</dd>
      </div>
      {identity.address && (
        <div>
          <dt className="inline font-semibold">العنوان: </dt>
          <dd className="inline">{identity.address}</dd>
        </div>
      )}
      {identity.licenceNumber && (
        <div>
          <dt className="inline font-semibold">رقم الرخصة التجارية: </dt>
          <dd className="inline" dir="ltr">
            {identity.licenceNumber}
          </dd>
        </div>
      )}
      {identity.vat.registered && (
        <div>
          <dt className="inline font-semibold">رقم التسجيل الضريبي: </dt>
          <dd className="inline" dir="ltr">
            {identity.vat.trn}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The store's contact channels as links: the support address and/or the
 * WhatsApp chat. Never empty: production requires one, the demo identity has one.
 */
export function ContactLinks() {
  const whatsapp = whatsappHref();
  const { supportEmail } = site.contact;
  return (
    <>
      {supportEmail && (
        <a className="text-primary underline" href={`mailto:${supportEmail}`}>
          <span dir="ltr">{supportEmail}</span>
        </a>
      )}
      {supportEmail && whatsapp && " أو "}
      {whatsapp && (
        <a className="text-primary underline" href={whatsapp} target="_blank" rel="noopener noreferrer">
          واتساب
        </a>
      )}
    </>
  );
}
