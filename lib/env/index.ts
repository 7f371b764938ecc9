import "server-only";

import { parseEnv, type Env } from "./schema";

export { EnvError, parseEnv, type Env } from "./schema";

let cached: Env | undefined;

/**
 * The validated configuration. The only reader of `process.env` in the app.
 * Parsed on first use (instrumentation calls it at server start so a bad
 * configuration stops the process before it serves anything).
 */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
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
