/**
 * The one TikTok video link check (docs/product-rules.md#video-links), used by
 * the forms and the server alike. Client-safe: no server code, no zod.
 *
 * A link is accepted when it is an https address (a link typed without a
 * scheme gets https) on one of TikTok's hosts whose path is a video
 * (`/@user/video/<digits>`) or a short link (`vm.`/`vt.tiktok.com/<code>`,
 * `tiktok.com/t/<code>`). Whatever follows `?` or `#` is dropped: what is
 * stored and sent to the panel is the canonical form, never text the
 * customer added. TikTok's share text ("Check out this video… https://…")
 * is accepted too: the first TikTok link in it is taken.
 */
export const TIKTOK_HOST = "tiktok.com";

/** Hosts whose paths are videos (`/@user/video/<id>`) or `/t/<code>` short links. */
const VIDEO_HOSTS = new Set(["tiktok.com", "www.tiktok.com", "m.tiktok.com"]);
/** Hosts whose paths are short codes only. */
const SHORT_HOSTS = new Set(["vm.tiktok.com", "vt.tiktok.com"]);

const VIDEO_PATH = /^\/@([A-Za-z0-9_.-]{1,64})\/video\/(\d{1,40})\/?$/;
/** TikTok's video ids are unsigned 64-bit numbers. */
const MAX_VIDEO_ID = 2n ** 64n - 1n;

/**
 * The one form of a video id (docs/product-rules.md#video-links): the number
 * without leading zeros (`0777` and `777` are one video), or null when it is
 * no TikTok id (zero, or past 64 bits). Every id that is compared or stored
 * (the free offer's once per video, duplicate-link warnings, panel links) is
 * this form.
 */
export function canonicalVideoId(digits: string): string | null {
  if (!/^\d{1,40}$/.test(digits)) return null;
  const id = digits.replace(/^0+/, "");
  if (id === "" || id.length > 20 || BigInt(id) > MAX_VIDEO_ID) return null;
  return id;
}
const SHORT_PATH = /^\/([A-Za-z0-9]{1,32})\/?$/;
const T_PATH = /^\/t\/([A-Za-z0-9]{1,32})\/?$/;
/** What may stand before `://` (an explicit scheme); only https is accepted. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Share text is cut into words; a link's neighbours (quotes, brackets, Arabic or Latin punctuation) are not part of it. */
const EDGE_PUNCTUATION = /^[\s"'«»“”‘’(<[{]+|[\s"'«»“”‘’)>\]}.,،؛;:!؟?…]+$/g;
/** A pasted text longer than this is not searched (the stored column's size). */
export const MAX_LINK_TEXT_LENGTH = 2048;

export type TikTokLink =
  /** A video: `url` is `https://www.tiktok.com/@user/video/<id>`. */
  | { kind: "video"; url: string; videoId: string; username: string }
  /** A short link, to be resolved to its video by the server: `url` is its canonical https form. */
  | { kind: "short"; url: string; code: string };

/** One word of text as a TikTok link, or null. */
function parseOne(word: string): TikTokLink | null {
  const scheme = SCHEME.exec(word);
  // "javascript:…//tiktok.com/…", "http://…", "tiktok.com:443/…": anything before a colon must be https://.
  if (scheme && (scheme[1]!.toLowerCase() !== "https" || !word.slice(scheme[0].length).startsWith("//"))) return null;
  let url: URL;
  try {
    url = new URL(scheme ? word : `https://${word}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (VIDEO_HOSTS.has(host)) {
    const video = VIDEO_PATH.exec(url.pathname);
    if (video) {
      const [, username, digits] = video as unknown as [string, string, string];
      const videoId = canonicalVideoId(digits);
      if (!videoId) return null;
      return { kind: "video", url: `https://www.tiktok.com/@${username}/video/${videoId}`, videoId, username };
    }
    const short = T_PATH.exec(url.pathname);
    if (short) return { kind: "short", url: `https://www.tiktok.com/t/${short[1]}/`, code: short[1]! };
    return null;
  }
  if (SHORT_HOSTS.has(host)) {
    const short = SHORT_PATH.exec(url.pathname);
    if (short) return { kind: "short", url: `https://${host}/${short[1]}/`, code: short[1]! };
  }
  return null;
}

/**
 * The TikTok link in what the customer typed or pasted: the text itself, or
 * the first TikTok link among its words (TikTok's share text). Null when
 * there is none.
 */
export function parseTikTokLink(text: string): TikTokLink | null {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.length > MAX_LINK_TEXT_LENGTH) return null;
  for (const word of trimmed.split(/\s+/)) {
    const link = parseOne(word.replace(EDGE_PUNCTUATION, ""));
    if (link) return link;
  }
  return null;
}

/** The canonical form of a TikTok link in `text` (see parseTikTokLink), or null. */
export function canonicalTikTokLink(text: string): string | null {
  return parseTikTokLink(text)?.url ?? null;
}

/** The video id of a link that names its video (a short link does not), or null. */
export function tiktokVideoId(text: string): string | null {
  const link = parseTikTokLink(text);
  return link?.kind === "video" ? link.videoId : null;
}

/**
 * A link in a short list (the previous-link choice, a device's orders): the
 * account and the end of the video id, which tell one creator's videos apart
 * where a cut-off link ("…/@sara.uae/video/731…") could not. `head` may be
 * cut on a narrow screen, `tail` never is: `@sara.uae` + `/video/…4829173`,
 * a short link's host + `/ZMabc123`, anything else its start and its end.
 */
export function videoLinkParts(link: string): { head: string; tail: string } {
  const parsed = parseTikTokLink(link);
  if (parsed?.kind === "video")
    return {
      head: `@${parsed.username}`,
      tail: `/video/${parsed.videoId.length > 7 ? "…" : ""}${parsed.videoId.slice(-7)}`,
    };
  if (parsed?.kind === "short") {
    const url = new URL(parsed.url);
    return { head: url.hostname.replace(/^www\./, ""), tail: url.pathname.replace(/\/$/, "") };
  }
  const text = link.trim().replace(/^https?:\/\//, "");
  return text.length > 24 ? { head: text.slice(0, -12), tail: text.slice(-12) } : { head: text, tail: "" };
}

export const LINK_REQUIRED_MESSAGE = "يرجى إدخال رابط الفيديو";
export const LINK_INVALID_MESSAGE =
  "يرجى إدخال رابط فيديو تيك توك صحيح، مثل https://www.tiktok.com/@username/video/1234567890 أو رابط مختصر مثل https://vm.tiktok.com/ZMabc123";

export function isTikTokVideoLink(text: string): boolean {
  return parseTikTokLink(text) !== null;
}

/** null when fine, else the documented message (docs/product-rules.md#video-links). */
export function tiktokLinkError(text: string): string | null {
  if (text.trim() === "") return LINK_REQUIRED_MESSAGE;
  return isTikTokVideoLink(text) ? null : LINK_INVALID_MESSAGE;
}
