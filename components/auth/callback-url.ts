/**
 * Only same-origin paths may be a return address ("/orders?x=1"); anything
 * else ("//evil.example", "https://…", "/\\evil") falls back to "/". No zod
 * here: the login and register pages' first-load JavaScript imports it.
 */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}
