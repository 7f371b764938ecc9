import Link from "next/link";

// The console lists' filter form (orders, customers, the audit log): a GET
// form keyed by its query, so a link that changes the filters (today's
// refunds) shows them in its fields too; a show button and a clear link.

/** One field of a filter form. */
export const FIELD = "h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm";

export function FilterForm({
  action,
  query,
  submitLabel = "عرض",
  className = "",
  actionsClassName = "",
  extraActions,
  children,
}: {
  /** The list's own path (the clear link goes there too). */
  action: string;
  /** The filters as a query string (the form's key). */
  query: string;
  submitLabel?: string;
  /** The grid's columns. */
  className?: string;
  actionsClassName?: string;
  extraActions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form key={query} method="get" action={action} className={`grid gap-3 rounded-xl border bg-card p-4 ${className}`}>
      {children}
      <div className={`flex flex-wrap items-end gap-2 ${actionsClassName}`}>
        <button type="submit" className="h-9 rounded-md bg-primary px-4 text-sm font-bold text-primary-foreground">
          {submitLabel}
        </button>
        <Link href={action} className="h-9 rounded-md border px-4 py-2 text-sm">
          مسح
        </Link>
        {extraActions}
      </div>
    </form>
  );
}

/** The free-text search (`q`) of a filter form. */
export function SearchField({ label, value, className = "" }: { label: string; value?: string; className?: string }) {
  return (
    <label className={`grid gap-1 text-sm ${className}`}>
      {label}
      <input name="q" type="search" defaultValue={value ?? ""} className={FIELD} dir="auto" />
    </label>
  );
}
