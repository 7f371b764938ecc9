import "server-only";

import { z } from "zod";

// What the console's lists share (orders, customers, the audit log): the
// query string's blank values, the search and page parameters, and one page
// of a count.

/** An empty form field (a select left at «الكل») is no filter at all. */
export const blankIsMissing = (v: unknown) => (v === "" ? undefined : v);

/** The free-text search of a list (`q`). */
export const searchParam = z.preprocess(blankIsMissing, z.string().trim().max(2048).optional());

/** The page number (`page`), from 1. */
export const pageParam = z.preprocess(blankIsMissing, z.coerce.number().int().min(1).max(1_000_000).optional());

/** The page asked for, kept within the pages there are (past the last: the last), and its rows' window. */
export function pageWindow(total: number, requested: number | undefined, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(requested ?? 1, pageCount);
  return { page, pageCount, skip: (page - 1) * size, take: size };
}
