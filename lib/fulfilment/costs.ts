import "server-only";

import { randomUUID } from "node:crypto";

import { db, transaction, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { normaliseDecimal, scaledDecimal } from "@/lib/ledger";
import { logger } from "@/lib/log";

import type { PanelName } from "@/lib/smm-panel";

// What the panel charged, and what that is in fils: docs/operations.md#cost-and-margin.

const log = logger("fulfilment");

export interface ExchangeRateView {
  currency: string;
  /** AED per unit, as set. */
  aedPerUnit: string;
  /** When the console set it; null: the PANEL_EXCHANGE_RATES default. */
  setAt: Date | null;
  setBy: string | null;
}

/** Every known rate: the console's, else the setting's default, by currency. */
export async function exchangeRates(): Promise<Map<string, ExchangeRateView>> {
  const rates = new Map<string, ExchangeRateView>();
  for (const [currency, aedPerUnit] of Object.entries(env().PANEL_EXCHANGE_RATES))
    rates.set(currency, { currency, aedPerUnit, setAt: null, setBy: null });
  for (const row of await db.exchangeRate.findMany())
    rates.set(row.currency, { currency: row.currency, aedPerUnit: row.aedPerUnit, setAt: row.setAt, setBy: row.setBy });
  return rates;
}

/**
 * The rates the console takes (docs/operations.md#cost-and-margin), AED per
 * unit: from the Iranian rial's and the Lebanese pound's tens of thousands a
 * dirham to the Kuwaiti dinar's twelve dirhams, with room on both sides; a
 * typo of a few zeros falls outside.
 */
export const EXCHANGE_RATE_MIN = "0.00001";
export const EXCHANGE_RATE_MAX = "100";
export const EXCHANGE_RATE_MESSAGE = `سعر الصرف رقم بين ${EXCHANGE_RATE_MIN} و${EXCHANGE_RATE_MAX} درهم لكل وحدة، بثماني منازل عشرية على الأكثر`;
export const CURRENCY_MESSAGE = "رمز العملة يجب أن يكون عملة معروفة (ISO 4217) غير الدرهم، مثل USD";

/** An ISO 4217 currency the runtime knows (Intl's list), other than the dirham itself. */
function isForeignCurrency(code: string): boolean {
  return code !== "AED" && Intl.supportedValuesOf("currency").includes(code);
}

/** The console sets AED per unit of a currency (the date kept); returns the rate it replaced. */
export async function setExchangeRate(
  input: { currency: string; aedPerUnit: string; by: string },
  now = new Date(),
  /** Work for the same transaction (the console's audit entry): both commit or neither. */
  within?: (tx: Tx, change: { before: string | null; after: string }) => Promise<void>,
): Promise<{ before: string | null; after: string }> {
  const currency = input.currency.trim().toUpperCase();
  const rate = normaliseDecimal(input.aedPerUnit);
  if (!/^[A-Z]{3}$/.test(currency) || !isForeignCurrency(currency))
    throw new AppError("UNPROCESSABLE", CURRENCY_MESSAGE);
  if (
    !rate ||
    scaledDecimal(rate) < scaledDecimal(EXCHANGE_RATE_MIN) ||
    scaledDecimal(rate) > scaledDecimal(EXCHANGE_RATE_MAX)
  )
    throw new AppError("UNPROCESSABLE", EXCHANGE_RATE_MESSAGE);
  const before = (await exchangeRates()).get(currency)?.aedPerUnit ?? null;
  const data = { aedPerUnit: rate, setAt: now, setBy: input.by.slice(0, 32) };
  await transaction(async (tx) => {
    await tx.exchangeRate.upsert({ where: { currency }, create: { currency, ...data }, update: data });
    await within?.(tx, { before, after: rate });
  });
  return { before, after: rate };
}

/**
 * Records what the panel charged for one of its orders (from a status answer,
 * or `add` when it says). One row per panel order, by its unique key: a
 * repeated answer changes nothing, a changed charge (a partial charges less)
 * replaces the old one. An unreadable charge is ignored (logged).
 */
export async function recordCharge(
  client: Tx | typeof db,
  input: {
    panel: PanelName;
    externalOrderId: string;
    itemId: string;
    charge: string | number | undefined;
    currency: string | null | undefined;
  },
): Promise<void> {
  if (input.charge === undefined) return;
  const charge = normaliseDecimal(input.charge);
  const currency = (input.currency ?? "").trim().toUpperCase().slice(0, 8) || "USD";
  if (charge === null) {
    log.warn(`panel order ${input.externalOrderId}: unreadable charge ${JSON.stringify(input.charge).slice(0, 40)}`);
    return;
  }
  await client.$executeRaw`
    INSERT INTO "panel_charges" ("id", "panel", "external_order_id", "item_id", "charge", "currency", "recorded_at", "updated_at")
    VALUES (${randomUUID()}::uuid, ${input.panel}, ${input.externalOrderId}, ${input.itemId}::uuid, ${charge}, ${currency}, now(), now())
    ON CONFLICT ("panel", "external_order_id") DO UPDATE
      SET "charge" = EXCLUDED."charge", "currency" = EXCLUDED."currency", "updated_at" = now()
      WHERE "panel_charges"."charge" <> EXCLUDED."charge" OR "panel_charges"."currency" <> EXCLUDED."currency"`;
}
