// The security room's public door: response headers (CSP, HSTS) and the
// per-process slots that bound costly work (password hashes, analyses, uploads).
export { contentSecurityPolicy, securityHeaders, type CspOptions } from "./headers";
export { Semaphore } from "./semaphore";
