// GET /api/admin/invoices/export?from=&to= – the period's tax invoices and credit notes, as CSV for the accountant
import { requireOperatorApi, storeDay, taxDocumentsCsv, taxPeriodSchema } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "operator", query: taxPeriodSchema }, async (_req, { query, user }) => {
  await requireOperatorApi(user);
  return new Response(taxDocumentsCsv(query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tax-documents-${query.from ?? "month"}-${query.to ?? storeDay(new Date())}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
