// POST /api/admin/services – the operator maps a kind of item to one of a panel's live services
import { NextResponse } from "next/server";
import { z } from "zod";

import { mapService, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";
import { ITEM_KIND_NAMES } from "@/lib/pricing";

const bodySchema = z.object({
  panel: z.enum(["primary", "secondary"]),
  kind: z.enum(ITEM_KIND_NAMES),
  serviceId: z.string().trim().min(1).max(64),
  /** The mismatch between the kind and the service's name, confirmed word for word. */
  confirmMismatch: z.string().max(300).optional(),
});

export const POST = route({ auth: "operator", body: bodySchema }, async (_req, { body, user }) => {
  const change = await mapService(await requireOperatorApi(user), body);
  return NextResponse.json({ ok: true, serviceId: change.after, previous: change.before });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
