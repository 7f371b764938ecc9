import "server-only";

import { env } from "@/lib/env";

// The server's logger: one JSON line a record, so the host's log collector can
// filter by level and scope and read fields without parsing prose. No
// dependency: these few lines are all the store needs, where pino would have to
// be kept out of Next's bundles (serverExternalPackages) for the same output.

export type LogLevel = "debug" | "info" | "warn" | "error";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

type Reserved = "time" | "level" | "scope" | "msg";

/** Anything JSON can carry; Error objects (at any depth) are written as name, message, stack. */
export type LogFields = { [key: string]: unknown } & { [K in Reserved]?: never };

/** One record as written (and as test/support/logs.ts reads it back). */
export interface LogRecord {
  time: string;
  level: LogLevel;
  scope?: string;
  msg: string;
  [field: string]: unknown;
}

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/**
 * Where a record goes: debug and info to stdout, warn and error to stderr.
 * An object so that tests can replace it (jest.spyOn; see test/support/logs.ts).
 */
export const logOutput = {
  write(level: LogLevel, line: string): void {
    (level === "warn" || level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  },
};

function threshold(): LogLevel {
  try {
    return env().LOG_LEVEL;
  } catch {
    // A broken configuration is reported by envOrExit; until then its warnings must still show.
    return "info";
  }
}

function serialiseError(error: Error): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    stack: error.stack,
    ...(error.cause !== undefined ? { cause: error.cause } : {}),
  };
}

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return serialiseError(value);
  if (typeof value === "bigint") return value.toString();
  return value;
}

function write(level: LogLevel, scope: string | undefined, message: string, fields: LogFields | undefined): void {
  if (RANK[level] < RANK[threshold()]) return;
  // Fields first, then the record's own keys, so a field can never pass for the level or the time.
  const head = { time: new Date().toISOString(), level, ...(scope ? { scope } : {}), msg: message };
  let line: string;
  try {
    line = JSON.stringify({ ...head, ...fields, ...head }, replacer);
  } catch (error) {
    // A circular structure: the message still gets out, and says why its fields did not.
    line = JSON.stringify({ ...head, fieldsUnwritable: String(error) });
  }
  logOutput.write(level, line);
}

/** A logger whose records carry `scope` (the room or process that wrote them). */
export function logger(scope?: string): Logger {
  return {
    debug: (message, fields) => write("debug", scope, message, fields),
    info: (message, fields) => write("info", scope, message, fields),
    warn: (message, fields) => write("warn", scope, message, fields),
    error: (message, fields) => write("error", scope, message, fields),
  };
}

/** The unscoped logger; rooms usually take `const log = logger("payments")`. */
export const log: Logger = logger();
