/**
 * The TikTok video link check (docs/product-rules.md#video-links): optional scheme, optional
 * www./vm./vt., the TikTok host, then @user/video/digits or a short code;
 * a trailing slash and a query string are tolerated.
 */
export const TIKTOK_HOST = "tiktok.com";

const PATTERN =
  /^(?:https?:\/\/)?(?:(?:www|vm|vt)\.)?tiktok\.com\/(?:@[\w.-]+\/video\/\d+|[A-Za-z0-9]+)\/?(?:[?#].*)?$/i;

export const LINK_REQUIRED_MESSAGE = "يرجى إدخال رابط الفيديو";
export const LINK_INVALID_MESSAGE =
  "يرجى إدخال رابط فيديو تيك توك صحيح، مثل tiktok.com/@username/video/1234567890 أو رابط مختصر مثل vm.tiktok.com/ZMabc123";
/** The explorer page only asks that the text mention the host (docs/product-rules.md#video-links). */
export const EXPLORER_LINK_INVALID_MESSAGE = "يرجى إدخال رابط فيديو من تيك توك";

export function isTikTokVideoLink(text: string): boolean {
  return PATTERN.test(text.trim());
}

/** null when fine, else the documented message (docs/product-rules.md#video-links). */
export function tiktokLinkError(text: string): string | null {
  if (text.trim() === "") return LINK_REQUIRED_MESSAGE;
  return isTikTokVideoLink(text) ? null : LINK_INVALID_MESSAGE;
}

export function explorerLinkError(text: string): string | null {
  if (text.trim() === "") return LINK_REQUIRED_MESSAGE;
  return text.toLowerCase().includes(TIKTOK_HOST) ? null : EXPLORER_LINK_INVALID_MESSAGE;
}
