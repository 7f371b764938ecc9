// What the browser may know about a TikTok video link: the preview's shape
// (inferred from ./schemas.ts) and its customer-facing messages. No zod and no
// server code: the purchase forms' preview imports this.
export type { VideoPreview } from "./schemas";

/** GET /api/tiktok/video?url=…: the preview of a video link (docs/product-rules.md#video-preview). */
export const VIDEO_PREVIEW_PATH = "/api/tiktok/video";

/** TikTok says the video does not exist, was deleted or is private. */
export const VIDEO_UNAVAILABLE_MESSAGE =
  "لم نتمكن من العثور على هذا الفيديو على تيك توك: قد يكون خاصاً أو محذوفاً. تأكد من الرابط وأن الفيديو عام قبل الدفع.";
/** TikTok could not be asked (offline, slow): the link is used as it is. */
export const PREVIEW_OFFLINE_MESSAGE = "تعذر الاتصال بتيك توك لعرض الفيديو الآن، يمكنك المتابعة بالرابط كما هو.";
/** A short link TikTok could not resolve now: it is kept and sent to the provider as it is. */
export const SHORT_LINK_KEPT_MESSAGE =
  "تعذر الاتصال بتيك توك للتحقق من الرابط المختصر الآن، سنستخدم الرابط المختصر كما هو. للتأكد، الصق رابط الفيديو الكامل.";
/** The free offer needs the video itself (once per video): a short link TikTok did not resolve is refused. */
export const SHORT_LINK_UNRESOLVED_MESSAGE =
  "تعذر التحقق من الرابط المختصر الآن، يرجى إدخال رابط الفيديو الكامل مثل https://www.tiktok.com/@username/video/1234567890";
/** TikTok answered, and the short link does not lead to a video (an unknown code, a photo post, a profile). */
export const SHORT_LINK_NOT_VIDEO_MESSAGE =
  "هذا الرابط المختصر لا يؤدي إلى فيديو على تيك توك، يرجى التأكد من الرابط أو لصق رابط الفيديو الكامل";
