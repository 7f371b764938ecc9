import "server-only";

import { parseEnv, type Env } from "./schema";

export { EnvError, parseEnv, type Env } from "./schema";
export type { StoreIdentity, VatStatus } from "./identity";

let cached: Env | undefined;

/**
 * Whether this code is a production build. `next build` writes the mode into
 * the bundle (it replaces `process.env.NODE_ENV` in the source with
 * "production"), so `next start` of a production build is production even
 * when started with NODE_ENV=development: every production guard applies.
 * Outside Next's bundles (tests, `npm run worker`) it is the NODE_ENV the
 * process was started with.
 */
const PRODUCTION_BUILD = process.env.NODE_ENV === "production";

/**
 * The validated configuration. The only reader of `process.env` in the app.
 * Parsed on first use (instrumentation calls it at server start so a bad
 * configuration stops the process before it serves anything). A production
 * build always reads as NODE_ENV=production.
 */
export function env(): Env {
  cached ??= parseEnv(process.env, { productionBuild: PRODUCTION_BUILD });
  return cached;
}

/**
 * Whether this process is `next build` prerendering pages (Next sets
 * NEXT_PHASE): such a process opens no database, and a page shows its
 * defaults until the running store renders it again.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/**
 * Settings that are allowed but that an operator must hear about at every
 * start (instrumentation.ts logs them as warnings).
 */
export function riskySettingsWarnings(config: Env): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === "production" && config.PAYMENT_PROVIDER === "ziina" && config.ZIINA_TEST_MODE)
    warnings.push(
      "[env] ZIINA_TEST_MODE=true with ALLOW_ZIINA_TEST_MODE=true: every payment is a Ziina TEST payment (nobody is charged) and its order is fulfilled for real. A test deployment only.",
    );
  if (config.NODE_ENV === "production" && config.PAYMENT_PROVIDER === "simulated")
    warnings.push(
      "[env] ALLOW_SIMULATED_PAYMENTS=true: payments are simulated (nobody is charged) and orders go to the simulated panel. A demo only.",
    );
  if (config.NODE_ENV === "production" && config.IDENTITY.demoSettings.length)
    warnings.push(
      `[env] A demo identity: ${config.IDENTITY.demoSettings.join(", ")} unset, so the terms, privacy page, footer, e-mails and invoices name the fictional demo business (${config.IDENTITY.name}) for them. A demo only (docs/deployment.md#the-stores-identity).`,
    );
  if (config.NODE_ENV === "production" && !config.SMTP_URL)
    warnings.push(
      config.PAYMENT_PROVIDER === "simulated"
        ? "[env] no SMTP_URL in this demo (ALLOW_SIMULATED_PAYMENTS=true): every e-mail is kept in $DATA_DIR/outbox and no customer receives any. Set SMTP_URL to send them."
        : "[env] MAIL_OUTBOX=true without SMTP_URL: every e-mail is kept in $DATA_DIR/outbox and NO CUSTOMER RECEIVES ANY (receipts, password resets). Set SMTP_URL to send them.",
    );
  if (config.NODE_ENV === "production" && !config.TRUST_PROXY)
    warnings.push(
      "[env] TRUST_PROXY is not set: each client is the address of its connection. Behind a reverse proxy every client would be the proxy: set TRUST_PROXY=true (docs/security.md#client-addresses).",
    );
  return warnings;
}

/** Tests change the environment between cases; production never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/**
 * At start-up: the validated configuration, or the process stops with the list
 * of problems (serving every request with a 500 would hide the cause).
 */
export function envOrExit(): Env {
  try {
    return env();
  } catch (error) {
    // Not lib/log: it reads its level from this configuration, and the operator
    // starting the server reads this list of problems as it is, one a line.
    // eslint-disable-next-line no-console
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * next-auth (v4) takes its public address only from process.env.NEXTAUTH_URL;
 * without it, it falls back to http://localhost:3000 (so a production build
 * redirected visitors there). The address is APP_URL's: it is written here,
 * from the validated configuration, before next-auth handles a request.
 */
export function publishNextAuthUrl(): void {
  const url = new URL("/api/auth", env().APP_URL).href;
  if (process.env.NEXTAUTH_URL !== url) process.env.NEXTAUTH_URL = url;
}
