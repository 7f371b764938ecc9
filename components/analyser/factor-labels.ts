/** The four factors' names in Arabic, as the result cards and the comparison show them. */
export const FACTOR_LABELS: Record<string, string> = {
  "Video Length": "طول الفيديو",
  "First 3 Seconds (Hook)": "أول 3 ثوانٍ (الخطاف)",
  "Speed and Pacing": "السرعة والإيقاع",
  "Language and Content": "اللغة والمحتوى",
};
