// POST /api/orders/find – order number + checkout e-mail: the order's link is e-mailed there; the same answer either way
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { FIND_ORDER_ANSWER, findOrderSchema, sendOrderLink } from "@/lib/orders";

export const POST = route({ body: findOrderSchema }, async (_req, { body, client }) => {
  await sendOrderLink(body, client);
  return NextResponse.json({ message: FIND_ORDER_ANSWER });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
