/** A console list's filters as a query string, with the page number when past the first (the pager's links). */
export function queryOf(filters: Record<string, string | number | undefined>, page?: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "" && k !== "page") q.set(k, String(v));
  if (page && page > 1) q.set("page", String(page));
  return q.toString();
}

/** A page's search params with one value each (the first of a repeated one), for a filters schema. */
export function firstValues(params: Record<string, string | string[]>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}
