// GET /api/admin/orders/export?… – every order the console's filters match, as CSV
import { orderFiltersSchema, ordersCsv, requireOperatorApi, storeDay } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "operator", query: orderFiltersSchema }, async (_req, { query, user }) => {
  await requireOperatorApi(user);
  return new Response(ordersCsv(query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${storeDay(new Date())}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
