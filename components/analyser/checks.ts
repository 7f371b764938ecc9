import { ACCEPTED_EXTENSIONS, MAX_DURATION_SECONDS, MAX_UPLOAD_BYTES, MESSAGES } from "@/lib/analyser/contract";

/** Client-side checks (hints; the server decides by what the file really is). */
export function fileProblem(file: File): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  const looksLikeVideo = file.type.startsWith("video/") || (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
  if (!looksLikeVideo) return MESSAGES.invalidType;
  if (file.size > MAX_UPLOAD_BYTES)
    return `${MESSAGES.tooLarge} (حجم الملف ${(file.size / 1024 / 1024).toFixed(1)} ميجابايت)`;
  return null;
}

/** The browser's reading of the length: a clip over the limit is refused before a byte is sent. */
export function durationProblem(seconds: number | null): string | null {
  if (seconds === null || seconds <= MAX_DURATION_SECONDS + 0.5) return null;
  return `${MESSAGES.tooLong} (مدة الفيديو ${seconds.toFixed(1)} ثانية)`;
}
