import Link from "next/link";

import { orderStatusLabel } from "@/components/orders/order-status";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "@/components/ui/table";
import type { FreeViewsReport } from "@/lib/free-views";
import { PAGES } from "@/lib/routes";

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
        <div className="rounded-xl border">
          <Table minWidth="36rem">
            <TableHeader className="bg-muted">
              <tr>
                <TableHead>الوقت</TableHead>
                <TableHead>المستخدم</TableHead>
                <TableHead>الفيديو</TableHead>
                <TableHead>الطلب</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {claims.map((c) => (
                <tr key={c.id}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={c.createdAt}>{timeFormat.format(new Date(c.createdAt))}</time>
                  </TableCell>
                  <TableCell className="max-w-40 truncate" dir="auto">
                    {c.username}
                  </TableCell>
                  <TableCell className="max-w-64 truncate" dir="ltr">
                    <a
                      href={c.tiktokUrl}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {c.tiktokUrl}
                    </a>
                  </TableCell>
                  <TableCell>
                    <Link
                      href={`${PAGES.orderComplete.path}?id=${c.orderId}`}
                      className="underline-offset-4 hover:underline"
                    >
                      <Badge variant={c.orderStatus === "COMPLETED" ? "success" : "secondary"}>
                        {orderStatusLabel(c.orderStatus)}
                      </Badge>
                    </Link>
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
