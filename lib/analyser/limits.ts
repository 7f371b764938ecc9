/** Upload and analysis limits (docs/product-rules.md#video-analyser): one place. */
export const MAX_UPLOAD_MB = 50;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const MAX_DURATION_SECONDS = 30;
/**
 * What one analysis may cost. Decoding is the cost, and it grows with pixels
 * per second: a 2.9 MB clip declaring 7680x4320 at 60 fps kept two cores busy
 * for a minute. Creators film on phones: 1080x1920 at 30 fps is the norm,
 * 4K (2160x3840) at 30 fps common, 60 fps at 1080p common; all of those pass.
 * 8K, and 4K at 60 fps, are refused before anything is decoded, with a message
 * saying how to export the clip. H.264 cannot be decoded at reduced size
 * (ffmpeg's lowres is for older codecs), so the bound is on the input.
 */
export const MAX_PIXELS = 3840 * 2160;
export const MAX_SIDE = 4096;
export const MAX_FPS = 60;
/** Pixels decoded per second of video: 4K at 30 fps, 1440p at 60 fps. */
export const MAX_PIXEL_RATE = 3840 * 2160 * 30;
/** The decoder's own frame-size limit (a little above 4K: decoders pad frames to 16 px). */
export const DECODER_MAX_PIXELS = 4096 * 2304;
/** ffprobe and the measuring pass; past these the upload gets a 422. */
export const PROBE_TIMEOUT_MS = 15_000;
export const MEASURE_TIMEOUT_SECONDS = 60;

/**
 * Receiving an upload: a client that stops sending for 20 s, or takes over
 * 3 minutes in all (50 MB then needs ~2.3 Mbit/s), is cut off and its partial
 * file deleted; at most 6 uploads are received at once per process (each may
 * hold up to 50 MB of disk), and 2 of them from one client (an address, an
 * IPv6 /64), beyond that 503 at once, before reading a byte. A body must
 * also keep a pace: from 10 s after it starts, what arrived must average
 * 64 KB/s (512 kbit/s, a slow phone's upload) over the time since then, so a
 * slow upload (a byte every 19 s, from six networks) holds its receive slot
 * for seconds, not minutes. An object (not constants) so tests can shorten
 * the waits.
 */
export const UPLOAD_LIMITS = {
  idleMs: 20_000,
  totalMs: 180_000,
  paceGraceMs: 10_000,
  minBytesPerSecond: 64 * 1024,
  concurrentReceives: 6,
  concurrentReceivesPerClient: 2,
};

/** Uploads per client (lib/security clientKey) per hour. */
export const UPLOADS_PER_IP_PER_HOUR = 20;

/** Shown next to the drop zone; the server decides by what ffprobe finds, not by these. */
export const ACCEPTED_EXTENSIONS = ["mp4", "mov", "avi", "wmv", "flv", "webm"] as const;
export const ACCEPTED_MIME_TYPES = [
  "video/mp4",
  "video/quicktime",
  "video/x-msvideo",
  "video/avi",
  "video/x-ms-wmv",
  "video/x-flv",
  "video/webm",
] as const;
/** The copy promises uploaded videos are deleted within 24 hours. */
export const PROMISED_DELETION_MS = 24 * 60 * 60 * 1000;
/**
 * An analysis deletes its file within minutes (upload, ≤ 30 s queue, ≤ 15 s probe,
 * ≤ 60 s pass), so a file untouched for an hour is an orphan of a crashed process.
 * Swept every 10 minutes, no upload outlives ~70 minutes: well inside the promise.
 */
export const ORPHAN_UPLOAD_AGE_MS = 60 * 60 * 1000;
export const UPLOAD_SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The customer-facing messages (Arabic, docs/product-rules.md#video-analyser). */
export const MESSAGES = {
  invalidType: "نوع الملف غير مدعوم. يرجى اختيار ملف فيديو (MP4 أو MOV أو AVI أو WMV أو FLV أو WEBM)",
  tooLarge: `حجم الملف كبير جداً. الحد الأقصى ${MAX_UPLOAD_MB} ميجابايت`,
  tooLong: `مدة الفيديو أطول من المسموح. الحد الأقصى ${MAX_DURATION_SECONDS} ثانية`,
  notAVideo: "تعذر قراءة الملف كفيديو. تأكد أنه فيديو سليم وغير تالف ثم حاول مرة أخرى",
  noFile: "يرجى اختيار ملف فيديو لرفعه",
  oneFile: "يرجى رفع فيديو واحد فقط",
  badRequest: "طلب الرفع غير صالح. يرجى المحاولة مرة أخرى",
  busy: "المحلل مشغول حالياً بتحليل فيديوهات أخرى. يرجى المحاولة بعد دقيقة",
  rateLimited: "لقد حللت عدداً كبيراً من الفيديوهات. يرجى المحاولة لاحقاً",
  failed: "تعذر تحليل الفيديو. يرجى المحاولة مرة أخرى",
  tooBig: "أبعاد الفيديو أكبر من المسموح (الحد الأقصى 4K أي 3840×2160). صدّر الفيديو بدقة 1080p ثم حاول مرة أخرى",
  tooFast: `معدل الإطارات أعلى من المسموح (الحد الأقصى ${MAX_FPS} إطاراً في الثانية). صدّر الفيديو بـ 30 إطاراً في الثانية ثم حاول مرة أخرى`,
  tooHeavy: "الفيديو ثقيل جداً على المحلل. صدّره بدقة 1080p و30 إطاراً في الثانية ثم حاول مرة أخرى",
  unreadable: "تعذر تحليل هذا الفيديو: قد يكون تالفاً أو بترميز غير مدعوم. صدّره من جديد بصيغة MP4 ثم حاول مرة أخرى",
  truncated:
    "الملف ناقص: ينتهي قبل أن تبدأ صوره تقريباً (ربما انقطع نسخه أو رفعه). صدّر الفيديو من جديد وارفعه كاملاً ثم حاول مرة أخرى",
  uploadTimeout: "انقطع رفع الفيديو أو استغرق وقتاً طويلاً. تحقق من اتصالك ثم حاول مرة أخرى",
  uploadsBusy: "يستقبل المحلل فيديوهات كثيرة الآن. يرجى المحاولة بعد دقيقة",
  usageLimitTitle: "تم الوصول إلى حد الاستخدام",
  usageLimit:
    "تم الوصول إلى حد استخدام الذكاء الاصطناعي، لذلك استخدمنا التحليل الاحتياطي. للحصول على تحليل كامل يرجى التواصل مع الدعم.",
} as const;
