import "server-only";

import { randomUUID } from "node:crypto";

import { db, transaction, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log";

import type { PanelName } from "./panel";

// What the panel charged, and what that is in fils: docs/operations.md#cost-and-margin.

const log = logger("fulfilment");

/** Decimals are exact: kept as text, computed as integers of 10^-8. */
const SCALE = 100_000_000n;
const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;

/** "0.9", 0.9, "0.90000" → "0.90000000" (8 places); null for anything that is not a plain non-negative decimal. */
export function normaliseDecimal(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  let text = typeof value === "number" ? (Number.isFinite(value) && value >= 0 ? value.toFixed(8) : "") : value.trim();
  if (/^\d+\.\d{9,}$/.test(text)) text = Number(text).toFixed(8);
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return `${BigInt(whole!)}.${fraction.padEnd(8, "0")}`;
}

function scaled(decimal: string): bigint {
  const [whole, fraction = ""] = decimal.split(".");
  return BigInt(whole!) * SCALE + BigInt(fraction.padEnd(8, "0").slice(0, 8));
}

/** An amount in a panel currency at `aedPerUnit`, in fils, rounded once to the nearest fils (halves up). */
export function toFils(amount: string, aedPerUnit: string): number {
  const product = scaled(amount) * scaled(aedPerUnit) * 100n; // 10^-16 fils
  const unit = SCALE * SCALE;
  return Number((product + unit / 2n) / unit);
}

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
  if (!rate || scaled(rate) < scaled(EXCHANGE_RATE_MIN) || scaled(rate) > scaled(EXCHANGE_RATE_MAX))
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
