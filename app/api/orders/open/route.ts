// GET /api/orders/open?link=…&paymentIds=a,b – this visitor's unfinished order for the same link (account or device)
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { MAX_OPEN_ORDER_PAYMENT_IDS, openOrderFor } from "@/lib/orders";

export const GET = route({ auth: "optional" }, async (req, { user }) => {
  const link = (req.nextUrl.searchParams.get("link") ?? "").slice(0, 2048);
  const paymentIds = (req.nextUrl.searchParams.get("paymentIds") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.length >= 5 && p.length <= 64);
  if (paymentIds.length > MAX_OPEN_ORDER_PAYMENT_IDS)
    throw new AppError("BAD_REQUEST", `يمكن إرسال ${MAX_OPEN_ORDER_PAYMENT_IDS} معرف دفع على الأكثر`);
  const open = await openOrderFor(link, { userId: user?.id ?? null, paymentIds });
  return NextResponse.json(open, { headers: { "Cache-Control": "no-store" } });
});
