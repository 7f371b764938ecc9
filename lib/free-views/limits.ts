/**
 * Abuse limits of the free offer. Every claim costs the store a real panel
 * order, so one address (behind a trusted proxy: see lib/api clientIp) may
 * claim for at most a few accounts a day. Homes and mobile carriers share
 * addresses, hence more than one; sign-ups per address are limited in
 * lib/auth (10 an hour).
 */
export const FREE_CLAIMS_PER_IP = 3;
export const FREE_CLAIMS_WINDOW_SECONDS = 24 * 60 * 60;
export const FREE_CLAIMS_PER_IP_MESSAGE =
  "تم استخدام العرض المجاني من هذا الجهاز أو الشبكة عدة مرات اليوم، يرجى المحاولة غداً أو التواصل مع الدعم";
