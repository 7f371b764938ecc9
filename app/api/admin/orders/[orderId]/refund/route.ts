// POST /api/admin/orders/{orderId}/refund – the operator refunds all or part of a paid order, with a reason
import { NextResponse } from "next/server";
import { z } from "zod";

import { refundOrder, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({
  amountFils: z.number({ error: "المبلغ غير صالح" }).int("المبلغ غير صالح").min(1, "المبلغ غير صالح").max(100_000_000),
  reason: z.string({ error: "اكتب سبب الاسترداد" }).trim().min(3, "اكتب سبب الاسترداد").max(500),
  /** Made by the console once per refund form: the same request twice is one refund. */
  requestKey: z.uuid({ error: "مفتاح الطلب غير صالح" }),
});

export const POST = route(
  { auth: "operator", params: z.object({ orderId: z.uuid() }), paramsNotFound: "الطلب غير موجود", body: bodySchema },
  async (_req, { params, body, user }) => {
    const refund = await refundOrder(await requireOperatorApi(user), { orderId: params.orderId, ...body });
    return NextResponse.json(refund, { status: refund.created ? 201 : 200 });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
