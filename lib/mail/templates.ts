import "server-only";

import { site } from "@/lib/content";
import { env } from "@/lib/env";

/**
 * Customer e-mails: Arabic, right to left, an HTML part and a plain-text part
 * saying the same. The HTML is a single table with inline styles (mail
 * programs drop <style> and most CSS); every value is escaped.
 */

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailBody {
  subject: string;
  /** The greeting line and paragraphs, plain text (escaped into the HTML). */
  paragraphs: string[];
  /** Label/value rows (an order's facts). */
  facts?: [string, string][];
  /** The one button: the order page, or a link that sets a password. */
  action?: { label: string; href: string };
  /** A second link under the button (the receipt's tax invoice). */
  secondary?: { label: string; href: string };
  /** Small print under the button. */
  note?: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Left-to-right runs (links, numbers, ids) inside the Arabic text. Only these
 * Latin runs may break anywhere (a long link must not widen a phone's screen);
 * Arabic text wraps between words, never inside one (no break-all on it).
 */
const ltr = (s: string) =>
  `<span dir="ltr" style="unicode-bidi:embed;word-break:break-all;overflow-wrap:anywhere">${escape(s)}</span>`;

/** Who sends: the store's identity (the business, its licence and TRN), at the foot of every e-mail. */
function sellerLine(): string {
  const { name, address, licenceNumber, vat } = env().IDENTITY;
  return [
    name,
    address,
    licenceNumber ? `رخصة تجارية ${licenceNumber}` : null,
    vat.registered ? `رقم التسجيل الضريبي ${vat.trn}` : null,
  ]
    .filter(Boolean)
    .join(" — ");
}

export function renderMail(body: MailBody): MailContent {
  const { supportEmail, whatsappNumber } = env().IDENTITY;
  const help = [supportEmail, whatsappNumber ? `واتساب +${whatsappNumber}` : null].filter(Boolean).join(" — ");
  const seller = sellerLine();
  const factRows = (body.facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#555;vertical-align:top">${escape(label)}</td>` +
        `<td style="padding:6px 8px 6px 0;font-weight:bold;overflow-wrap:break-word">${/^[\x20-\x7e]+$/.test(value) ? ltr(value) : escape(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(body.subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;table-layout:fixed"><tr><td align="center" style="padding:8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="rtl" style="max-width:560px;background:#ffffff;border-radius:12px;padding:16px;text-align:right;table-layout:fixed">
<tr><td style="font-size:20px;font-weight:bold;color:#111;padding-bottom:12px">${escape(site.name)}</td></tr>
${body.paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.8;color:#222;padding-bottom:8px">${escape(p)}</td></tr>`).join("\n")}
${factRows ? `<tr><td><table role="presentation" dir="rtl" style="font-size:14px;width:100%;border-top:1px solid #eee;margin-top:8px;table-layout:fixed"><col style="width:35%"><col>${factRows}</table></td></tr>` : ""}
${
  body.action
    ? `<tr><td style="padding:20px 0"><a href="${escape(body.action.href)}" style="background:#e11d48;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escape(body.action.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#666">إذا لم يعمل الزر فانسخ هذا الرابط: ${ltr(body.action.href)}</td></tr>`
    : ""
}
${body.secondary ? `<tr><td style="font-size:14px;padding-top:4px"><a href="${escape(body.secondary.href)}" style="color:#e11d48;font-weight:bold">${escape(body.secondary.label)}</a></td></tr>` : ""}
${body.note ? `<tr><td style="font-size:12px;color:#666;padding-top:12px">${escape(body.note)}</td></tr>` : ""}
${help ? `<tr><td style="font-size:12px;color:#666;padding-top:20px;border-top:1px solid #eee">للمساعدة: ${escape(help)}</td></tr>` : ""}
<tr><td style="font-size:11px;color:#777;padding-top:8px">${escape(seller)}</td></tr>
</table></td></tr></table>
</body></html>
`;
  const text = [
    site.name,
    "",
    ...body.paragraphs,
    ...(body.facts?.length ? ["", ...body.facts.map(([l, v]) => `${l}: ${v}`)] : []),
    ...(body.action ? ["", `${body.action.label}:`, body.action.href] : []),
    ...(body.secondary ? ["", `${body.secondary.label}:`, body.secondary.href] : []),
    ...(body.note ? ["", body.note] : []),
    ...(help ? ["", `للمساعدة: ${help}`] : []),
    seller,
    "",
  ].join("\n");
  return { subject: body.subject, html, text };
}
