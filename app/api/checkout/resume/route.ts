// POST /api/checkout/resume?payment_id= – a reminder's "start again" button (a form, no script): 303 to the provider's page, or back to /resume
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { checkoutDeviceOf, resumePayment, resumeState, setCheckoutDeviceCookie } from "@/lib/payments";
import { PAGES } from "@/lib/routes";
import { ATTRIBUTION_COOKIE, readAttribution } from "@/lib/tracking/contract";

const querySchema = z.object({ payment_id: z.string().trim().min(5).max(64) });

/** Why the button could not start the order again (the page words each: app/(storefront)/(checkout)/resume). */
type ResumeProblem = "limit" | "refused" | "failed";

/** Back to the page (a relative Location: right behind any proxy). */
const backTo = (paymentId: string, problem?: ResumeProblem) =>
  `${PAGES.resume.path}?${new URLSearchParams({ payment_id: paymentId, ...(problem && { problem }) })}`;

export const POST = route({ auth: "optional", query: querySchema }, async (request, { query, user, client }) => {
  const device = checkoutDeviceOf(request);
  const attribution = readAttribution(request.cookies.get(ATTRIBUTION_COOKIE)?.value, Math.floor(Date.now() / 1000));
  let target: string;
  try {
    const id = await resumePayment(query.payment_id, {
      userId: user?.id ?? null,
      client,
      deviceId: device.id,
      attribution,
    });
    const state = await resumeState(id, user?.id ?? null);
    // The same price as the reminder said: straight to the provider; else the page says what changed first.
    target = state.state === "open" && !state.before ? state.redirectUrl : backTo(id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problem: ResumeProblem =
      error.code === "RATE_LIMITED"
        ? "limit"
        : error.code === "FORBIDDEN" || error.code === "CONFLICT"
          ? "refused"
          : "failed";
    target = backTo(query.payment_id, problem);
  }
  const response = new NextResponse(null, { status: 303, headers: { Location: target } });
  if (device.isNew) setCheckoutDeviceCookie(response, device.id);
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
