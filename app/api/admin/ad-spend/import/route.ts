// POST /api/admin/ad-spend/import?currency=USD – the operator uploads TikTok Ads Manager's CSV export (the body is the file); all or nothing, audited
import { NextResponse } from "next/server";
import { z } from "zod";

import { importAdSpend, requireOperatorApi, SPEND_CSV_MAX_BYTES } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const querySchema = z.object({
  source: z.string().max(40, "المصدر حتى 40 حرفاً").optional(),
  currency: z.string().max(3, "العملة رمز من ثلاثة أحرف").optional(),
});

/** The file's text: UTF-8 (with or without its mark), or UTF-16 as some spreadsheet programs save it. */
function text(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return new TextDecoder("utf-8").decode(bytes);
}

export const POST = route(
  { auth: "operator", rawBody: true, maxBytes: SPEND_CSV_MAX_BYTES, query: querySchema },
  async (_req, { rawBody, query, user }) => {
    const result = await importAdSpend(await requireOperatorApi(user), text(rawBody), query);
    return NextResponse.json({ ok: true, ...result });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
