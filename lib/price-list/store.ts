import "server-only";

import { db, type Tx } from "@/lib/db";
import { isBuildPhase } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { DEFAULT_PRICE_LIST, priceListProblem, type PriceList } from "@/lib/pricing";

/**
 * The price list in force (docs/operations.md#the-price-list): the newest of
 * the kept versions, or the default list (version 0) before the owner saves
 * one. Every instance keeps it for a few seconds and then asks the database
 * for the newest version number (one indexed read); only a new number loads
 * the list again. A save on one instance is therefore charged by every
 * instance within PRICE_LIST_TTL_MS, and at once by the one that saved.
 */

export const PRICE_LIST_TTL_MS = 3_000;

export interface PriceListInForce {
  version: number;
  prices: PriceList;
  /** Null for the default list. */
  createdAt: Date | null;
  createdBy: string | null;
}

export const DEFAULT_VERSION: PriceListInForce = {
  version: 0,
  prices: DEFAULT_PRICE_LIST,
  createdAt: null,
  createdBy: null,
};

export const PRICE_LIST_CONFLICT_MESSAGE = "غيّر أحد المشغلين الأسعار بعد أن فتحت الصفحة. أعد تحميلها وراجع التغيير.";

/** One instance's view of the price list. Tests make two to play two instances. */
export class PriceListReader {
  private cached: PriceListInForce | null = null;
  private checkedAt = -Infinity;

  constructor(
    private readonly ttlMs = PRICE_LIST_TTL_MS,
    // Read at each call (not `Date.now` kept from load): a test's fake clock applies to the shared reader too.
    private readonly now: () => number = () => Date.now(),
  ) {}

  async current(): Promise<PriceListInForce> {
    const age = this.now() - this.checkedAt;
    // A clock that went back (a test's, a corrected one) asks again rather than trusting the cache.
    if (this.cached && age >= 0 && age < this.ttlMs) return this.cached;
    const newest = await db.priceListVersion.aggregate({ _max: { version: true } });
    const version = newest._max.version ?? 0;
    if (!this.cached || this.cached.version !== version) this.cached = await load(version);
    this.checkedAt = this.now();
    return this.cached;
  }

  /** What this instance just saved: in force here at once. */
  remember(saved: PriceListInForce): void {
    if (!this.cached || saved.version >= this.cached.version) {
      this.cached = saved;
      this.checkedAt = this.now();
    }
  }
}

async function load(version: number): Promise<PriceListInForce> {
  if (version === 0) return DEFAULT_VERSION;
  const row = await db.priceListVersion.findUnique({ where: { version } });
  if (!row) return DEFAULT_VERSION;
  return { version, prices: row.prices as unknown as PriceList, createdAt: row.createdAt, createdBy: row.createdBy };
}

const reader = new PriceListReader();

/** The price list new payments are charged with, on this instance. */
export function currentPriceList(): Promise<PriceListInForce> {
  return reader.current();
}

/**
 * How often a page that shows prices is rendered again (its `revalidate`):
 * a saved price list reaches /pricing within this many seconds of a visit.
 * A literal in each page (Next reads it from the source); this is its docs.
 */
export const PRICE_PAGE_REVALIDATE_SECONDS = 10;

/**
 * The prices a page shows: the list in force, except while `next build`
 * prerenders, which opens no database (it may run beside a live store's
 * embedded folder) and renders the default list; the running store renders
 * the page again within PRICE_PAGE_REVALIDATE_SECONDS of its first visit.
 */
export async function priceListForPage(): Promise<PriceList> {
  if (isBuildPhase()) return DEFAULT_PRICE_LIST;
  return (await currentPriceList()).prices;
}

/**
 * Writes the next version after `baseVersion` (the one the editor showed), in
 * the caller's transaction. Refused with the list's problem (422), or when
 * someone saved another version since (409): nothing is overwritten unseen.
 */
export async function savePriceList(
  tx: Tx,
  input: { prices: PriceList; baseVersion: number; by: string },
  into: PriceListReader = reader,
): Promise<{ before: PriceListInForce; after: PriceListInForce }> {
  const problem = priceListProblem(input.prices);
  if (problem) throw new AppError("UNPROCESSABLE", problem);
  const newest = (await tx.priceListVersion.aggregate({ _max: { version: true } }))._max.version ?? 0;
  if (newest !== input.baseVersion) throw new AppError("CONFLICT", PRICE_LIST_CONFLICT_MESSAGE);
  const before = newest === 0 ? DEFAULT_VERSION : await loadIn(tx, newest);
  const prices = normalise(input.prices);
  const row = await tx.priceListVersion
    .create({ data: { version: newest + 1, prices: prices as object, createdBy: input.by.slice(0, 32) } })
    .catch((error: unknown) => {
      // Another save from the same version committed first.
      if ((error as { code?: string }).code === "P2002") throw new AppError("CONFLICT", PRICE_LIST_CONFLICT_MESSAGE);
      throw error;
    });
  const after = { version: row.version, prices, createdAt: row.createdAt, createdBy: row.createdBy };
  into.remember(after);
  return { before, after };
}

async function loadIn(tx: Tx, version: number): Promise<PriceListInForce> {
  const row = await tx.priceListVersion.findUniqueOrThrow({ where: { version } });
  return { version, prices: row.prices as unknown as PriceList, createdAt: row.createdAt, createdBy: row.createdBy };
}

/** Only the list's own fields are kept (a request may carry more). */
function normalise(p: PriceList): PriceList {
  const table = (t: PriceList["views"]) => ({
    points: t.points.map((x) => ({ quantity: x.quantity, fils: x.fils })),
    min: t.min,
    max: t.max,
    quick: [...t.quick],
  });
  return { views: table(p.views), likes: table(p.likes), explorer: { fils: p.explorer.fils } };
}

/** Every kept version, newest first (the console's history). */
export async function priceListHistory(take = 20): Promise<PriceListInForce[]> {
  const rows = await db.priceListVersion.findMany({ orderBy: { version: "desc" }, take });
  return rows.map((r) => ({
    version: r.version,
    prices: r.prices as unknown as PriceList,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
  }));
}
