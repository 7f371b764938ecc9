import { trackEvent } from "./client";

/**
 * The browser pixel's CompleteRegistration after a sign-up, with the event id
 * the server's own event has (trackRegistration, queued when the account was
 * created; the sign-up's answer hands it to this browser), so TikTok counts
 * the sign-up once and merges what each side knows. The relay does not repeat
 * it. Never throws.
 */
export function trackRegistrationInBrowser(user: { username: string; registrationEventId?: string }): void {
  if (!user.registrationEventId) return;
  try {
    trackEvent(
      "CompleteRegistration",
      { event_id: user.registrationEventId, content_name: "تسجيل حساب جديد", content_type: "registration" },
      { external_id: user.username },
      { pixelOnly: true },
    );
  } catch (error) {
    // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
    console.error("[tracking] registration event dropped", error);
  }
}
