import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import type { FreeViewsReport } from "@/lib/free-views";

/** The documented order status labels (docs/product-rules.md#order-statuses); other values are shown as they are. */
const STATUS_LABEL: Record<string, string> = {
  PENDING: "قيد الانتظار",
  PROCESSING: "قيد المعالجة",
  COMPLETED: "مكتمل",
  FAILED: "فشل",
};

/** The latest claims: when, who, which video, and how its order stands. */
export function RecentClaims({ claims, timeZone }: { claims: FreeViewsReport["recent"]; timeZone: string }) {
  const timeFormat = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "medium", timeStyle: "short", timeZone });
  return (
    <section aria-labelledby="recent-title" className="grid gap-3">
      <h2 id="recent-title" className="text-lg font-bold">
        آخر الطلبات
      </h2>
      {claims.length === 0 ? (
        <p className="text-muted-foreground">لا توجد طلبات بعد.</p>
      ) : (
        // Wide on a phone: the table scrolls inside its box, never the page.
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="border-b bg-muted text-muted-foreground [&>th]:px-3 [&>th]:py-2 [&>th]:text-start [&>th]:font-medium">
                <th scope="col">الوقت</th>
                <th scope="col">المستخدم</th>
                <th scope="col">الفيديو</th>
                <th scope="col">الطلب</th>
              </tr>
            </thead>
            <tbody className="[&_td]:px-3 [&_td]:py-2 [&>tr]:border-b [&>tr:last-child]:border-0">
              {claims.map((c) => (
                <tr key={c.id}>
                  <td className="whitespace-nowrap">
                    <time dateTime={c.createdAt}>{timeFormat.format(new Date(c.createdAt))}</time>
                  </td>
                  <td className="max-w-40 truncate" dir="auto">
                    {c.username}
                  </td>
                  <td className="max-w-64 truncate" dir="ltr">
                    <a
                      href={c.tiktokUrl}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {c.tiktokUrl}
                    </a>
                  </td>
                  <td>
                    <Link href={`/order-complete?id=${c.orderId}`} className="underline-offset-4 hover:underline">
                      <Badge variant={c.orderStatus === "COMPLETED" ? "success" : "secondary"}>
                        {STATUS_LABEL[c.orderStatus] ?? c.orderStatus}
                      </Badge>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
