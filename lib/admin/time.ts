import "server-only";

import { z } from "zod";

import { env } from "@/lib/env";
import { zoneOffsetMs } from "@/lib/forms/contract";

/** The store's time zone (STORE_TIME_ZONE, default Asia/Dubai): every day and time the console shows. */
export function storeTimeZone(): string {
  return env().STORE_TIME_ZONE;
}

/** "2026-11-23": the calendar day of an instant in the store's time zone. */
export function storeDay(instant: Date, timeZone = storeTimeZone()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);
}

/**
 * The days a date filter may name: the store's orders all fall within them, and
 * every date library and both databases read them alike (a year before about
 * 1000 broke the store-time conversion: a 500, and a CSV cut off mid-download).
 */
export const FIRST_FILTER_DAY = "2000-01-01";
export const LAST_FILTER_DAY = "2100-12-31";
export const DATE_FILTER_MESSAGE = `التاريخ يجب أن يكون يوماً صحيحاً بين ${FIRST_FILTER_DAY} و${LAST_FILTER_DAY}`;

/** A real calendar day (no 2026-02-31) within the bounds above: every date filter of the console (orders, CSV, audit log). */
export function isFilterDay(v: string): boolean {
  const date = new Date(`${v}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === v &&
    v >= FIRST_FILTER_DAY &&
    v <= LAST_FILTER_DAY
  );
}

/** A store calendar day from a form or query ("2026-11-23"), within the bounds above; blank is unset. */
export const storeDayParam = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FILTER_MESSAGE)
    .refine(isFilterDay, DATE_FILTER_MESSAGE)
    .optional(),
);

/** The instant a store day ends (the next day begins), for `lt` bounds: days from and to are inclusive. */
export function endOfStoreDay(day: string, timeZone = storeTimeZone()): Date {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startOfStoreDay(next.toISOString().slice(0, 10), timeZone);
}

/** The instant a store calendar day ("2026-11-23") begins. */
export function startOfStoreDay(day: string, timeZone = storeTimeZone()): Date {
  // Midnight UTC of that date, moved by the zone's offset at that moment (stable for zones without DST that day).
  const utc = new Date(`${day}T00:00:00Z`);
  const offset = zoneOffsetMs(utc, timeZone);
  const guess = new Date(utc.getTime() - offset);
  return new Date(utc.getTime() - zoneOffsetMs(guess, timeZone));
}

/** "25/11/2026، 14:05" in the store's time zone (Western digits, as the store writes numbers). */
export function formatStoreTime(instant: Date | null | undefined, timeZone = storeTimeZone()): string {
  if (!instant) return "—";
  return new Intl.DateTimeFormat("ar-u-nu-latn", {
    timeZone,
    dateStyle: "short",
    timeStyle: "short",
    hourCycle: "h23",
  }).format(instant);
}
