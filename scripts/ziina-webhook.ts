// npm run ziina:webhook – registers ${APP_URL}/api/ziina/webhook with Ziina (POST /webhook) with
// ZIINA_WEBHOOK_SECRET, so Ziina signs every delivery (X-Hmac-Signature). One URL per Ziina account:
// this replaces whatever was registered before.
import { env } from "@/lib/env";
import { ziinaProvider } from "@/lib/payment-providers";

async function main() {
  const config = env();
  if (!config.ZIINA_API_KEY || !config.ZIINA_WEBHOOK_SECRET) {
    console.error("Set ZIINA_API_KEY and ZIINA_WEBHOOK_SECRET first (e.g. `openssl rand -hex 32` for the secret).");
    process.exitCode = 2;
    return;
  }
  const url = new URL("/api/ziina/webhook", config.APP_URL).toString();
  const result = await ziinaProvider().registerWebhook(url, config.ZIINA_WEBHOOK_SECRET);
  if (!result.success) {
    console.error(`Ziina refused the webhook: ${result.error ?? "no reason given"}`);
    process.exitCode = 1;
    return;
  }
  console.log(`Ziina will send payment and refund events to ${url}, signed with ZIINA_WEBHOOK_SECRET.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
