// GET /api/admin/audit/export?… – every audit-log entry the console's filters match, as CSV
import { auditCsv, auditFiltersSchema, requireOperatorApi, storeDay } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "operator", query: auditFiltersSchema }, async (_req, { query, user }) => {
  await requireOperatorApi(user);
  return new Response(auditCsv(query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-${storeDay(new Date())}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
