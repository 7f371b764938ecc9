// The free offer's customer-facing messages, without zod: the /free-views
// page's first-load JavaScript imports them (the schema is loaded later).
export const FREE_VIEWS_URL_REQUIRED_MESSAGE = "يرجى إدخال رابط للفيديو";
export const FREE_VIEWS_NOT_TIKTOK_MESSAGE =
  "العرض المجاني لمشاهدات تيك توك فقط: يرجى إدخال رابط فيديو تيك توك صحيح، مثل https://www.tiktok.com/@username/video/1234567890 أو رابط مختصر مثل https://vm.tiktok.com/ZMabc123";
export const FREE_VIEWS_URL_TOO_LONG_MESSAGE = "رابط الفيديو طويل جداً";
/** The page switches to the already-used notice when an error contains this (docs/product-rules.md#free-offer). */
export const FREE_VIEWS_ALREADY_USED_MESSAGE = "لقد استخدمت العرض المجاني بالفعل";
/** A blocked account, video or link (403): the checkout's words (docs/product-rules.md#errors). */
export { BLOCKED_MESSAGE } from "@/lib/blocks/contract";
