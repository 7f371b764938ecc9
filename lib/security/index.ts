// The security room's public door: response headers (CSP, HSTS), the
// server's secret and the keys derived from it, the per-process slots that
// bound costly work (password hashes, analyses, uploads), and who the client
// is (its address, and the key its limits count under). The TikTok pixel's
// hosts, which the browser needs too, are in ./contract.ts.
export { contentSecurityPolicy, securityHeaders, type CspOptions } from "./headers";
export { KeyedLines, Semaphore } from "./semaphore";
export {
  CONNECTION_HEADER,
  UNKNOWN_CLIENT,
  clientIp,
  clientKey,
  connectionAddress,
  connectionHeaderValue,
  ipFromForwardedFor,
  networkKey,
  recordConnectionAddresses,
} from "./client-ip";
export { serverKey, serverSecret } from "./server-secret";
