// GET /api/admin/outbox/{name} – one e-mail of the outbox folder, as the .eml file a mail client opens (operators only)
import { z } from "zod";

import { requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { readOutboxMessage } from "@/lib/mail";

export const dynamic = "force-dynamic";

const params = z.object({ name: z.string().max(200) });

export const GET = route({ auth: "operator", params }, async (_req, { params, user }) => {
  await requireOperatorApi(user);
  const raw = await readOutboxMessage(params.name);
  if (raw === null) throw new AppError("NOT_FOUND", "الرسالة غير موجودة");
  return new Response(raw, {
    headers: {
      "Content-Type": "message/rfc822",
      "Content-Disposition": `attachment; filename="${params.name}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
