// POST /api/unsubscribe?e=&t= – no more marketing mail to a signed address: a mail program's one-click (RFC 8058) or the /unsubscribe page's button
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { optOut, unsubscribeAddress, UNSUBSCRIBE_LINK_MESSAGE } from "@/lib/mail";
import { PAGES } from "@/lib/routes";

const querySchema = z.object({ e: z.string().max(600).optional(), t: z.string().max(64).optional() });

// Cross-site on purpose: the mail provider posts it (no Origin of ours); the signed address is the proof.
export const POST = route({ crossSite: "allow", query: querySchema }, async (request, { query }) => {
  const address = unsubscribeAddress(query.e, query.t);
  if (!address) throw new AppError("BAD_REQUEST", UNSUBSCRIBE_LINK_MESSAGE);
  await optOut(address);
  // The page's button is a navigation: back to the page, which says it is done.
  if (request.headers.get("sec-fetch-mode") === "navigate")
    return new NextResponse(null, { status: 303, headers: { Location: `${PAGES.unsubscribe.path}?done=1` } });
  return NextResponse.json({ ok: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
