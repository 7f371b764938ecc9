// PATCH /api/admin/conversations/{conversationId} {closed} – an operator closes a thread or opens it again (audited)
import { NextResponse } from "next/server";
import { z } from "zod";

import { requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";
import { setThreadClosed, THREAD_NOT_FOUND_MESSAGE } from "@/lib/conversations";

const paramsSchema = z.object({ conversationId: z.uuid(THREAD_NOT_FOUND_MESSAGE) });
const bodySchema = z.object({ closed: z.boolean({ error: "closed: true أو false" }) });

export const PATCH = route(
  { auth: "operator", params: paramsSchema, paramsNotFound: THREAD_NOT_FOUND_MESSAGE, body: bodySchema },
  async (_req, { params, body, user }) => {
    const operator = await requireOperatorApi(user);
    await setThreadClosed(operator, params.conversationId, body.closed);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
