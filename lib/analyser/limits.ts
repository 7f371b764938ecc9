/** Upload and analysis limits (decisions.md, "Video analyser"): one place. */
export const MAX_UPLOAD_MB = 50;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const MAX_DURATION_SECONDS = 30;
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

/** Spec's customer-facing messages (Arabic). */
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
  usageLimitTitle: "تم الوصول إلى حد الاستخدام",
  usageLimit:
    "تم الوصول إلى حد استخدام الذكاء الاصطناعي، لذلك استخدمنا التحليل الاحتياطي. للحصول على تحليل كامل يرجى التواصل مع الدعم.",
} as const;
