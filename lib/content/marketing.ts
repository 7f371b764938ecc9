/**
 * Marketing copy for the landing, purchase and pricing pages: testimonials,
 * FAQ, how-it-works, hero, benefits. Operators edit it here. The figures in the
 * copy (customers served, accuracy) are claims an operator must stand behind.
 * Delivery times are not written here: they come from the delivery table.
 */

import { deliveryText, promiseText } from "@/lib/pricing";

import { priceTerms } from "./site";

export interface Testimonial {
  text: string;
  author: string;
  /**
   * The day the customer gave it (YYYY-MM-DD): the page says how long ago,
   * counted in the visitor's browser (components/store/testimonial-date.tsx),
   * so it never goes stale on a page built once.
   */
  date: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** One emoji or letter for the avatar. */
  icon: string;
  /** Avatar background (Tailwind class). */
  color: string;
}

// Arabic month names with Western digits, as every figure in the store; written
// out rather than by Intl.DateTimeFormat (components/store/testimonial-date.test.tsx
// checks every day against Intl's own wording).
const MONTHS = [
  "يناير",
  "فبراير",
  "مارس",
  "أبريل",
  "مايو",
  "يونيو",
  "يوليو",
  "أغسطس",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
];

/** "22 نوفمبر 2026": a day (YYYY-MM-DD) as the pages write it. */
export function dayText(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A testimonial as a card shows it: its day written out by the server, so no page's scripts carry the month names. */
export type ShownTestimonial = Testimonial & { day: string };
export const shownTestimonial = (t: Testimonial): ShownTestimonial => ({ ...t, day: dayText(t.date) });

/** Six entries: the carousel shows three per page over two pages. */
export const testimonials: Testimonial[] = [
  {
    text: "طلبت 10,000 مشاهدة وبدأ التنفيذ خلال ربع ساعة، والفيديو دخل الإكسبلور في نفس اليوم.",
    author: "نورة العتيبي",
    date: "2026-11-22",
    rating: 5,
    icon: "ن",
    color: "bg-pink-600",
  },
  {
    text: "المحلل المجاني نبهني أن أول ثانيتين في الفيديو بطيئة. عدلتها وتضاعفت المشاهدات.",
    author: "عبدالله الشهري",
    date: "2026-11-17",
    rating: 5,
    icon: "ع",
    color: "bg-sky-700",
  },
  {
    text: "الدفع بالبطاقة سهل وسريع، والطلب وصل بالكامل خلال يوم.",
    author: "ريم القحطاني",
    date: "2026-11-10",
    rating: 4,
    icon: "ر",
    color: "bg-emerald-700",
  },
  {
    text: "جربت العرض المجاني أولاً ثم اشتريت باقة الإكسبلور. خدمة محترمة ودعم يرد بسرعة.",
    author: "فهد الدوسري",
    date: "2026-11-03",
    rating: 5,
    icon: "ف",
    color: "bg-violet-700",
  },
  {
    text: "نقصت المشاهدات قليلاً بعد يومين وتم التعويض تلقائياً بدون ما أطلب.",
    author: "سارة المطيري",
    date: "2026-10-24",
    rating: 5,
    icon: "س",
    color: "bg-amber-700",
  },
  {
    text: "الأسعار واضحة من البداية وبدون رسوم مخفية. أنصح فيه لصناع المحتوى.",
    author: "خالد الغامدي",
    date: "2026-10-20",
    rating: 4,
    icon: "خ",
    color: "bg-rose-700",
  },
];

export const faq: { question: string; answer: string }[] = [
  {
    question: "كيف يعمل محلل الفيديو المجاني؟",
    answer:
      "ارفع فيديو قصيراً (حتى 30 ثانية و50 ميجابايت، بصيغة MP4 أو MOV أو AVI أو WEBM). نقيس طول الفيديو وأول 3 ثوانٍ والإيقاع ووجود الصوت والكلام، ثم نعطيك تقييماً وتوصيات عملية.",
  },
  {
    question: "هل تحتفظون بالفيديو الذي أرفعه؟",
    answer: `لا. يُحذف الفيديو فور انتهاء التحليل، وفي كل الأحوال خلال ${promiseText.uploadDeletion}، ولا نشاركه مع أي طرف ثالث.`,
  },
  {
    question: "متى يبدأ تنفيذ طلبي؟",
    answer: deliveryText.table,
  },
  {
    question: "هل أحتاج إلى إعطاء كلمة مرور حسابي في تيك توك؟",
    answer: "لا أبداً. نحتاج فقط رابط الفيديو العام.",
  },
  {
    question: `كيف أحصل على ${promiseText.freeViews} مشاهدة مجانية؟`,
    answer: "أنشئ حساباً مجانياً، ثم أدخل رابط الفيديو في صفحة المشاهدات المجانية. العرض مرة واحدة لكل مستخدم.",
  },
  {
    question: "ماذا لو نقصت المشاهدات بعد التسليم؟",
    answer: `نعوض النقص تلقائياً خلال فترة الضمان بعد اكتمال الطلب. وإذا لم يكتمل الطلب خلال ${promiseText.lateRefund} نعيد إليك تلقائياً قيمة ما لم يُسلَّم.`,
  },
  {
    question: "ما طرق الدفع وهل الأسعار شاملة الضريبة؟",
    answer: `الدفع بالبطاقة عبر بوابة Ziina الآمنة، و${priceTerms}.`,
  },
];

/** How it works (#features): the analyser's four factors. */
export const features: { title: string; text: string; icon: "clock" | "zap" | "gauge" | "languages" }[] = [
  {
    title: "طول الفيديو",
    text: "الفيديوهات القصيرة التي تُشاهد حتى النهاية تنتشر أكثر. نقيس المدة ونقارنها بما ينجح على تيك توك.",
    icon: "clock",
  },
  {
    title: "أول 3 ثوانٍ",
    text: "الخطاف يقرر إن كان المشاهد سيبقى. نقيس الحركة والقطع والصوت في البداية.",
    icon: "zap",
  },
  {
    title: "السرعة والإيقاع",
    text: "نحسب عدد اللقطات وتكرار القطع لنعرف إن كان الإيقاع يحافظ على الانتباه.",
    icon: "gauge",
  },
  {
    title: "تحليل اللغة",
    text: "نتحقق من وجود الكلام ووضوح الصوت، فالمحتوى العربي المسموع بوضوح يصل لجمهور أوسع.",
    icon: "languages",
  },
];

export const hero = {
  title: "اعرف فرص انتشار فيديوك قبل النشر",
  subtitle: "حلل فيديو تيك توك مجاناً واحصل على تقييم وتوصيات عملية، ثم عزز وصوله بمشاهدات حقيقية التسليم بالتدريج.",
  card: { title: "مشاهدات تيك توك", badge: "جديد" },
  cta: "ابدأ الآن مجاناً",
};

export const explorerBenefits: string[] = [
  "25,000 مشاهدة و250 إعجاباً و50 حفظاً و75 مشاركة في طلب واحد",
  "إشارات تفاعل متنوعة تساعد الفيديو على الظهور في صفحة الإكسبلور",
  deliveryText.explorer,
  "تعويض تلقائي عند النقص",
];
