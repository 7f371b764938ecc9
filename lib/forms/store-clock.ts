// Times on the store's clock (STORE_TIME_ZONE, docs/operations.md#the-console),
// whatever the device's own zone: the console's date-time fields and its days.

/** The zone's offset from UTC at an instant, in ms (whole seconds, as Intl gives them). */
export function zoneOffsetMs(instant: number | Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(+instant / 1000) * 1000;
}

/**
 * A datetime-local field's value ("2026-12-10T09:30") read on the store's
 * clock in `timeZone`, as the ISO instant the server takes; null when it is
 * not a real date and time.
 */
export function storeClockToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const back = new Date(0);
  back.setUTCFullYear(year!, month! - 1, day!); // Date.UTC would read the year 0099 as 1999
  back.setUTCHours(hour!, minute!, second);
  const asUtc = back.getTime();
  // 2026-02-31 rolls over to March: not a date the operator meant.
  if (back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day || hour! > 23 || minute! > 59) return null;
  const guess = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(guess, timeZone)).toISOString();
}
