import { trackEvent } from "./client";
import { canDeriveEventIds, registrationEventId } from "./event-ids";

/**
 * The browser pixel's CompleteRegistration after a sign-up, with the event id
 * the server's own event has (trackRegistration, queued when the account was
 * created), so TikTok counts the sign-up once and merges what each side
 * knows. The relay does not repeat it. Never throws.
 */
export async function trackRegistrationInBrowser(user: { id: string; username: string }): Promise<void> {
  if (!canDeriveEventIds()) return;
  try {
    trackEvent(
      "CompleteRegistration",
      { event_id: await registrationEventId(user.id), content_name: "تسجيل حساب جديد", content_type: "registration" },
      { external_id: user.username },
      { pixelOnly: true },
    );
  } catch (error) {
    // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
    console.error("[tracking] registration event dropped", error);
  }
}
