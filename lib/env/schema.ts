// Over 300 lines: every setting of the store, with its default and its
// check, in one schema, so the settings an operator can give are listed in one place.
import { z } from "zod";

import { contactFromSettings, contactSettingsSchema } from "./contact";
import { identitySettingsSchema, resolveIdentity } from "./identity";
import { TIKTOK_PIXEL_ID_PATTERN } from "./pixel-id";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

/** A number setting; empty (as .env.example leaves it) means its default. */
const number = (schema: z.ZodNumber, fallback: number) =>
  optionalString.pipe(z.coerce.number<string | undefined>().pipe(schema).optional()).transform((v) => v ?? fallback);

export const DEFAULT_STORE_TIME_ZONE = "Asia/Dubai";

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_APP_URL = "http://localhost:3000";

/**
 * Production serves customers over TLS: the session cookie is Secure only with
 * an https APP_URL. Plain http is accepted for this machine alone.
 */
function isAcceptableProductionUrl(value: string): boolean {
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * Every setting the server reads. `.env.example` documents each one; keep the two
 * in step (a test checks that every key here appears there).
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /**
     * Public address of the store (payment return URLs, the origin check, the
     * cookie's Secure flag). Required in production; http://localhost:3000 otherwise.
     */
    APP_URL: optionalUrl,
    /** Where the embedded database and temporary uploads live. */
    DATA_DIR: z.string().min(1).default(".data"),
    /** PostgreSQL connection string; unset means the embedded PGlite database. */
    DATABASE_URL: optionalUrl,
    /** PostgreSQL schema to use (default: public). */
    DATABASE_SCHEMA: optionalString,
    /** Embedded database location; `memory://` keeps it in memory (tests). */
    PGLITE_DATA_DIR: optionalString,
    /**
     * A PGlite data-directory dump (`dumpDataDir`) that a new embedded database
     * starts from instead of being initialised and migrated from nothing. The
     * tests set it (test/support/pglite-snapshots.ts); a store never needs it.
     */
    PGLITE_SEED: optionalString,
    /** Secret that signs session cookies. Required in production. */
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
    /**
     * Clients come through a reverse proxy that appends their address to
     * X-Forwarded-For; without it, a client is its connection's address.
     */
    TRUST_PROXY: bool,
    /** How many proxies of ours append to X-Forwarded-For (1: one TLS proxy in front of the app). */
    TRUST_PROXY_HOPS: number(z.number().int().min(1).max(10), 1),

    /** `ziina` or `simulated`; default: ziina when ZIINA_API_KEY is set, else simulated. */
    PAYMENT_PROVIDER: z.enum(["ziina", "simulated"]).optional(),
    /** Explicit opt-in to the simulated provider in production (demo deployments only). */
    ALLOW_SIMULATED_PAYMENTS: bool,
    ZIINA_API_KEY: optionalString,
    ZIINA_API_URL: z.url().default("https://api-v2.ziina.com/api"),
    /** Secret registered with Ziina's webhook; verifies X-Hmac-Signature. */
    ZIINA_WEBHOOK_SECRET: optionalString,
    /** Create Ziina payment intents with `test: true` (nobody is charged). */
    ZIINA_TEST_MODE: bool,
    /** Explicit opt-in to ZIINA_TEST_MODE in production (a test deployment; logged at every start). */
    ALLOW_ZIINA_TEST_MODE: bool,
    /**
     * Simulated provider: seconds from "pay" on its hosted page until the
     * payment reads as completed (15: docs/product-rules.md#timers).
     */
    SIMULATED_PAYMENT_COMPLETE_SECONDS: number(z.number().min(0).max(3600), 15),

    /** `panel` or `simulated`; default: panel when SMM_PANEL_KEY is set, else simulated. */
    FULFILMENT_PROVIDER: z.enum(["panel", "simulated"]).optional(),
    SMM_PANEL_URL: optionalUrl,
    SMM_PANEL_KEY: optionalString,
    SMM_SERVICE_VIEWS: optionalString,
    SMM_SERVICE_LIKES: optionalString,
    SMM_SERVICE_SAVES: optionalString,
    SMM_SERVICE_SHARES: optionalString,
    /**
     * An optional second panel (API v2): an item goes there only after the first panel
     * clearly did not create it (docs/fulfilment.md#two-panels). Its own key and services.
     */
    SMM_PANEL2_URL: optionalUrl,
    SMM_PANEL2_KEY: optionalString,
    SMM_PANEL2_SERVICE_VIEWS: optionalString,
    SMM_PANEL2_SERVICE_LIKES: optionalString,
    SMM_PANEL2_SERVICE_SAVES: optionalString,
    SMM_PANEL2_SERVICE_SHARES: optionalString,
    /** With the simulated panel: run a second simulated panel too, as the second panel. */
    SIMULATED_SECOND_PANEL: bool,
    /**
     * AED per unit of a panel's currency until the console sets one ("USD=3.6725,EUR=4.01"):
     * panel charges become costs in fils with it (docs/operations.md#cost-and-margin).
     */
    PANEL_EXCHANGE_RATES: optionalString
      .pipe(
        z
          .string()
          .regex(
            /^[A-Za-z]{3}=\d{1,6}(\.\d{1,8})?(\s*,\s*[A-Za-z]{3}=\d{1,6}(\.\d{1,8})?)*$/,
            "e.g. USD=3.6725,EUR=4.01",
          )
          .optional(),
      )
      .transform((v) =>
        Object.fromEntries(
          (v ?? "USD=3.6725").split(",").map((pair) => {
            const [currency, rate] = pair.trim().split("=");
            return [currency!.toUpperCase(), rate!];
          }),
        ),
      ),
    /** How long one panel call may take before its outcome counts as unknown (seconds). */
    SMM_PANEL_TIMEOUT_SECONDS: number(z.number().min(1).max(120), 30),
    /** Seconds between status syncs of open panel orders (multi-status, 100 ids a call). */
    FULFILMENT_SYNC_SECONDS: number(z.number().int().min(5).max(3600), 20),
    /**
     * After an `add` whose outcome is unknown: for how many seconds the item may be sent
     * again to find out (the panel refuses a second order while the first runs). Only
     * safe below the shortest time the panel takes to finish an order: an order that
     * finished inside the window is bought again. 0 (the default): never sent again;
     * the item waits in review (docs/fulfilment.md#outcome-unknown).
     */
    FULFILMENT_RESEND_WINDOW_SECONDS: number(z.number().int().min(0).max(3600), 0),
    /** Days after completion when a refill is requested automatically (services with refill). */
    FULFILMENT_REFILL_DAYS: optionalString
      .pipe(
        z
          .string()
          .regex(/^\d+(\s*,\s*\d+)*$/, "a comma-separated list of days, e.g. 1,3,7,14,30")
          .optional(),
      )
      .transform((v) =>
        (v ?? "1,3,7,14,30")
          .split(",")
          .map((d) => Number(d.trim()))
          .filter((d) => d > 0)
          .sort((a, b) => a - b),
      ),
    /** The refill guarantee in days after completion: no refill (automatic or asked for) after it. */
    FULFILMENT_REFILL_WINDOW_DAYS: number(z.number().int().min(1).max(365), 30),
    /** Simulated panel: seconds from an order's creation until it is complete (it starts at a sixth of it). */
    SIMULATED_PANEL_COMPLETE_SECONDS: number(
      z
        .number()
        .min(1)
        .max(7 * 86_400),
      120,
    ),

    /**
     * TikTok pixel code: the browser pixel (baked into the build, see
     * lib/env/contract.ts) and the Events API's event_source_id.
     */
    TIKTOK_PIXEL_ID: optionalString.pipe(
      z.string().regex(TIKTOK_PIXEL_ID_PATTERN, "must be the pixel code from TikTok Events Manager").optional(),
    ),
    /** Events API access token; without it (or without a pixel id) no event is sent. */
    TIKTOK_ACCESS_TOKEN: optionalString,
    /** Sends every Events API call as a test event (Events Manager, Test Events tab). */
    TIKTOK_TEST_EVENT_CODE: optionalString,
    /** The Events API endpoint (a gateway, or a local double in browser tests). */
    TIKTOK_API_URL: z.url().default("https://business-api.tiktok.com/open_api/v1.3/event/track/"),

    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),

    FFMPEG_PATH: z.string().default("ffmpeg"),
    FFPROBE_PATH: z.string().default("ffprobe"),

    /** Run background jobs inside the web server (true), or only in `npm run worker` processes (false). */
    JOBS_IN_WEB: z
      .enum(["true", "false", "1", "0", ""])
      .optional()
      .transform((v) => v !== "false" && v !== "0"),
    /** Jobs one worker process runs at once. */
    JOBS_CONCURRENCY: number(z.number().int().min(1).max(64), 4),

    /** Server log records (lib/log) at this level and above are written. */
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** The operator console lists a low panel balance below this amount (in the panel's currency). */
    PANEL_LOW_BALANCE: number(z.number().min(0), 10),
    /** The store's time zone (IANA name): the operator console's days and times. */
    STORE_TIME_ZONE: optionalString
      .refine((v) => v === undefined || isTimeZone(v), "STORE_TIME_ZONE must be an IANA time zone, e.g. Asia/Dubai")
      .transform((v) => v ?? DEFAULT_STORE_TIME_ZONE),

    /**
     * Customer e-mails through this SMTP server (smtp://user:pass@host:587,
     * smtps://… for TLS from the start). Unset: each message is written to
     * $DATA_DIR/outbox as an .eml file instead (docs/operations.md#e-mail).
     */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, "must be smtp://… or smtps://…")
        .optional(),
    ),
    /**
     * Production without SMTP_URL: "true" chooses the outbox on purpose (the
     * customers receive nothing; a warning at every start). Without either a
     * production build refuses to start, unless it is a demo
     * (ALLOW_SIMULATED_PAYMENTS=true), which keeps the outbox
     * (docs/security.md#what-production-requires).
     */
    MAIL_OUTBOX: bool,
    /** The From of customer e-mails, e.g. "orders@shop.ae" (its name is BUSINESS_NAME's unless given). */
    MAIL_FROM: optionalString,
    /**
     * Where the console's attention digest goes (docs/operations.md#the-attention-digest):
     * one e-mail when what needs attention changes, at most every 10 minutes. Unset: none.
     */
    OPERATOR_EMAIL: optionalString.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  })
  // Contact details: read at build (next.config.ts), checked here too.
  .extend(contactSettingsSchema.shape)
  // The store's identity (lib/env/identity.ts): read at build too, required in production.
  .extend(identitySettingsSchema.shape)
  // Checked before the defaults are filled in, so a missing APP_URL is seen as missing.
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const payments = paymentProvider(e);
    if (payments === "ziina" && !e.ZIINA_API_KEY) {
      issue("ZIINA_API_KEY", "PAYMENT_PROVIDER=ziina needs ZIINA_API_KEY");
    }
    if (Boolean(e.SMM_PANEL2_URL) !== Boolean(e.SMM_PANEL2_KEY)) {
      issue("SMM_PANEL2_URL", "a second panel needs both SMM_PANEL2_URL and SMM_PANEL2_KEY");
    }
    if (fulfilmentProvider(e) === "panel" && (!e.SMM_PANEL_URL || !e.SMM_PANEL_KEY)) {
      issue("SMM_PANEL_URL", "FULFILMENT_PROVIDER=panel needs SMM_PANEL_URL and SMM_PANEL_KEY");
    }
    for (const p of identityOf(e).problems) issue(p.setting, p.message);
    if (e.NODE_ENV !== "production") return;
    if (!e.AUTH_SECRET) issue("AUTH_SECRET", "is required in production (e.g. `openssl rand -base64 32`)");
    if (!e.APP_URL) issue("APP_URL", "is required in production: the store's public https address");
    else if (!isAcceptableProductionUrl(e.APP_URL))
      issue(
        "APP_URL",
        "must be https in production (plain http only for localhost or 127.0.0.1, to try a production build locally)",
      );
    if (payments === "simulated" && !e.ALLOW_SIMULATED_PAYMENTS) {
      issue(
        "PAYMENT_PROVIDER",
        "the simulated payment provider is refused in production: set ZIINA_API_KEY, or ALLOW_SIMULATED_PAYMENTS=true for a demo",
      );
    }
    if (payments === "ziina" && fulfilmentProvider(e) === "simulated") {
      issue(
        "FULFILMENT_PROVIDER",
        "real payments with the simulated SMM panel would take money and deliver nothing: set SMM_PANEL_URL and SMM_PANEL_KEY",
      );
    }
    if (payments === "ziina" && !e.ZIINA_WEBHOOK_SECRET) {
      issue("ZIINA_WEBHOOK_SECRET", "is required in production so webhooks can be verified");
    }
    if (payments === "simulated" && fulfilmentProvider(e) === "panel") {
      issue(
        "ALLOW_SIMULATED_PAYMENTS",
        "simulated payments with a real SMM panel are refused: anyone could order real views without paying. Use the simulated panel for a demo (unset SMM_PANEL_KEY), or real payments (ZIINA_API_KEY)",
      );
    }
    if (!e.SMTP_URL && !e.MAIL_OUTBOX && !(payments === "simulated" && e.ALLOW_SIMULATED_PAYMENTS)) {
      issue(
        "SMTP_URL",
        "is required in production: without it no customer receives an e-mail (receipts, password resets). Set MAIL_OUTBOX=true to keep every e-mail in $DATA_DIR/outbox instead, knowingly",
      );
    }
    if (payments === "ziina" && e.ZIINA_TEST_MODE && !e.ALLOW_ZIINA_TEST_MODE) {
      issue(
        "ZIINA_TEST_MODE",
        "test payments (nobody is charged) with real orders are refused in production: unset ZIINA_TEST_MODE, or set ALLOW_ZIINA_TEST_MODE=true for a test deployment",
      );
    }
  })
  .transform((e) => ({
    ...e,
    APP_URL: e.APP_URL ?? DEFAULT_APP_URL,
    PAYMENT_PROVIDER: paymentProvider(e),
    FULFILMENT_PROVIDER: fulfilmentProvider(e),
    IDENTITY: identityOf(e).identity,
  }));

/**
 * The identity, required in a production store; a demo (simulated payments,
 * explicitly allowed), development and tests fill unset settings from the demo identity.
 */
function identityOf(
  e: z.output<typeof identitySettingsSchema> &
    z.output<typeof contactSettingsSchema> & {
      NODE_ENV: string;
      PAYMENT_PROVIDER?: "ziina" | "simulated";
      ZIINA_API_KEY?: string;
      ALLOW_SIMULATED_PAYMENTS: boolean;
    },
) {
  const demo = paymentProvider(e) === "simulated" && e.ALLOW_SIMULATED_PAYMENTS;
  return resolveIdentity(e, contactFromSettings(e), { required: e.NODE_ENV === "production" && !demo });
}

function paymentProvider(e: { PAYMENT_PROVIDER?: "ziina" | "simulated"; ZIINA_API_KEY?: string }) {
  return e.PAYMENT_PROVIDER ?? (e.ZIINA_API_KEY ? "ziina" : "simulated");
}

function fulfilmentProvider(e: { FULFILMENT_PROVIDER?: "panel" | "simulated"; SMM_PANEL_KEY?: string }) {
  return e.FULFILMENT_PROVIDER ?? (e.SMM_PANEL_KEY ? "panel" : "simulated");
}

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Parses a raw environment; throws one readable error listing every problem.
 * `productionBuild`: the server runs a production build (`next start`), so it
 * is production whatever NODE_ENV says (see lib/env env()).
 */
export function parseEnv(raw: Record<string, string | undefined>, { productionBuild = false } = {}): Env {
  const result = envSchema.safeParse(productionBuild ? { ...raw, NODE_ENV: "production" } : raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every setting.`);
}
