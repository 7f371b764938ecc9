import type { AnalysisResult } from "@/lib/analyser/contract";

/** A failure whose message is the server's own, written for the visitor (Arabic). */
export class UploadRefused extends Error {}

export const NETWORK_FAILURE = "حدث خطأ أثناء رفع الفيديو، يرجى المحاولة مرة أخرى";

/**
 * Sends one video to POST /api/videos/upload (its public fields: `video`, and
 * `data` with the placeholder userId) and returns the checked result. A
 * refusal throws UploadRefused with the server's message; anything else (no
 * network, a proxy's page) throws with NETWORK_FAILURE.
 */
export async function uploadVideo(file: File): Promise<AnalysisResult> {
  const form = new FormData();
  form.append("video", file);
  form.append("data", JSON.stringify({ userId: 1 }));
  let res: Response;
  try {
    res = await fetch("/api/videos/upload", { method: "POST", body: form, credentials: "include" });
  } catch {
    throw new Error(NETWORK_FAILURE);
  }
  const [answer, { analysisResultSchema, uploadErrorSchema }] = await Promise.all([
    res.json().catch(() => null),
    import("@/lib/analyser/schemas"),
  ]);
  const parsed = res.ok ? analysisResultSchema.safeParse(answer) : null;
  if (parsed?.success) return parsed.data;
  const refused = uploadErrorSchema.safeParse(answer);
  if (!res.ok && refused.success) throw new UploadRefused(refused.data.message);
  throw new Error(NETWORK_FAILURE);
}
