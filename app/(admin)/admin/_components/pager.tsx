import Link from "next/link";

/** Previous / next page links that keep the other query values; "page X of Y" between. */
export function Pager({
  page,
  pageCount,
  href,
  label = "الصفحات",
}: {
  page: number;
  pageCount: number;
  /** The address of a page number. */
  href: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const link = "rounded-md border px-3 py-1 text-sm hover:bg-accent";
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} className={link} rel="prev">
          السابق
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">
        صفحة {page} من {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={link} rel="next">
          التالي
        </Link>
      ) : null}
    </nav>
  );
}
