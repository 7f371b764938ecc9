import "server-only";

import { env } from "@/lib/env";
import { formatAed, fromDbService, serviceLabel } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { describe, type ComposedMail } from "./compose";
import { unsubscribePageUrl } from "./marketing";
import { renderMail } from "./templates";

/** What the abandoned-checkout reminder says about its payment (docs/checkout-reminders.md). */
export interface ReminderFacts {
  id: string;
  to: string;
  serviceType: string;
  quantity: number;
  bonusQuantity: number;
  tiktokUrl: string | null;
  amountFils: number;
  listAmountFils: number;
  code: string | null;
}

/** The page a reminder's button opens: it resumes this payment (or starts it again and says what changed). */
export function resumeUrl(paymentId: string): string {
  return `${env().APP_URL.replace(/\/+$/, "")}${PAGES.resume.path}?${new URLSearchParams({ payment_id: paymentId })}`;
}

/**
 * The one reminder, in Arabic: the order as it was left, its price and code,
 * a button that resumes it, and the unsubscribe link. It carries no secret:
 * the payment id in its link is what the buyer's own order page uses.
 */
export function composeCheckoutReminder(payment: ReminderFacts): ComposedMail {
  const discount = payment.listAmountFils - payment.amountFils;
  return {
    key: `checkout-reminder:${payment.id}`,
    kind: "checkout-reminder",
    to: payment.to,
    orderId: null,
    ...renderMail({
      subject: `طلبك بانتظار الدفع: ${serviceLabel(fromDbService(payment.serviceType))}`,
      paragraphs: [
        "بدأت طلباً في متجرنا ولم يكتمل الدفع بعد، وطلبت أن نذكّرك به مرة واحدة.",
        "الزر أدناه يعيدك إلى الطلب نفسه بالسعر نفسه. إن تغيّر السعر منذ ذلك الحين فستقرأ ذلك بوضوح قبل أن تدفع.",
      ],
      facts: [
        ...describe({
          serviceType: payment.serviceType,
          quantity: payment.quantity + payment.bonusQuantity,
          link: payment.tiktokUrl ?? "",
        }),
        ...(discount > 0
          ? ([
              ["السعر قبل الخصم", formatAed(payment.listAmountFils)],
              ...(payment.code ? ([["رمز الخصم", payment.code]] as [string, string][]) : []),
            ] as [string, string][])
          : []),
        ["المبلغ", formatAed(payment.amountFils)],
      ],
      action: { label: "أكمل الدفع", href: resumeUrl(payment.id) },
      secondary: { label: "إيقاف رسائل التذكير", href: unsubscribePageUrl(payment.to) },
      note: "لن نرسل تذكيراً آخر بهذا الطلب. وصلتك هذه الرسالة لأنك اخترت التذكير عند الطلب.",
    }),
  };
}
