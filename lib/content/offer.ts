/**
 * The copy client components show: the free offer and the purchase page's
 * warning. Its own module, apart from marketing.ts, so a form or a dialog in
 * the browser loads only this, not the whole landing copy (and the store's
 * identity it quotes): it is in the first-load JavaScript of the buy pages.
 */

import { promiseText } from "@/lib/pricing";

export const freeOffer = {
  title: `${promiseText.freeViews} مشاهدة مجانية`,
  text: `سجل حساباً مجانياً واحصل على ${promiseText.freeViews} مشاهدة لفيديو واحد. مرة واحدة لكل مستخدم.`,
  cta: "احصل على المشاهدات المجانية",
  /** The /free-views page. */
  page: {
    title: `احصل على ${promiseText.freeViews} مشاهدة مجانية`,
    intro: `أدخل رابط فيديو تيك توك وسنضيف إليه ${promiseText.freeViews} مشاهدة مجاناً. العرض مرة واحدة لكل مستخدم.`,
    submit: `احصل على ${promiseText.freeViews} مشاهدة مجانية`,
  },
  success: {
    title: "تم استلام طلبك بنجاح!",
    text: `ستتم إضافة ${promiseText.freeViews} مشاهدة إلى الفيديو الخاص بك.`,
    ratePrompt: "أعجبك العرض؟ ساعدنا بتقييم فيديو متجرنا على تيك توك.",
    rateCta: "قيّم فيديو المتجر",
  },
  used: {
    title: "لقد استخدمت العرض المجاني بالفعل",
    text: `عرض ${promiseText.freeViews} مشاهدة مجانية متاح مرة واحدة لكل مستخدم. يمكنك متابعة طلبك من صفحة طلباتي، أو طلب المزيد من المشاهدات.`,
  },
};
