// POST /api/admin/blocks/{blockId}/lift – the operator lifts a block (account, video or link); audited
import { NextResponse } from "next/server";
import { z } from "zod";

import { requireOperatorApi, unblock } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({ customerId: z.uuid({ error: "رقم الحساب غير صالح" }).nullish() });

export const POST = route(
  { auth: "operator", params: z.object({ blockId: z.uuid() }), paramsNotFound: "الحظر غير موجود", body: bodySchema },
  async (_req, { params, body, user }) => {
    await unblock(await requireOperatorApi(user), params.blockId, body.customerId);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
