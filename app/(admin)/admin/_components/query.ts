/** A console list's filters as a query string, with the page number when past the first (the pager's links). */
export function queryOf(filters: Record<string, string | number | undefined>, page?: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "" && k !== "page") q.set(k, String(v));
  if (page && page > 1) q.set("page", String(page));
  return q.toString();
}
