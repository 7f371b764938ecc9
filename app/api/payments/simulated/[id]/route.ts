// GET /api/payments/simulated/{id} – the simulated provider's hosted page data (SimulatedIntentView);
// POST {action: "pay" | "cancel" | "fail"} – what its buttons do. Only while PAYMENT_PROVIDER is simulated.
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  actOnSimulatedIntent,
  configuredProvider,
  providerFor,
  simulatedCompletesAt,
  simulatedStatus,
} from "@/lib/payment-providers";
import { PAYMENT_NOT_FOUND_MESSAGE, applyIntent, checkPaymentId, type SimulatedIntentView } from "@/lib/payments";

const paramsSchema = z.object({ id: z.string() });
const bodySchema = z.object({
  action: z.enum(["pay", "cancel", "fail"], { error: "الإجراء غير معروف: pay أو cancel أو fail" }),
});

async function view(rawId: string): Promise<SimulatedIntentView> {
  const id = checkPaymentId(rawId);
  if (!id || configuredProvider() !== "SIMULATED") throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
  const row = await db.simPaymentIntent.findUnique({ where: { paymentId: id } });
  if (!row) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
  const completesAt = simulatedCompletesAt(row);
  return {
    id,
    amount: row.amountFils / 100,
    currency: "AED",
    // What the payer reads at the provider: the message the store composed (with a code's saving).
    description: row.message,
    status: simulatedStatus(row) as SimulatedIntentView["status"],
    completesAt: completesAt?.toISOString() ?? null,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
    failureUrl: row.failureUrl,
  };
}

export const GET = route({ params: paramsSchema }, async (_req, { params }) =>
  NextResponse.json(await view(params.id)),
);

export const POST = route({ params: paramsSchema, body: bodySchema }, async (_req, { params, body }) => {
  await view(params.id);
  const row = await actOnSimulatedIntent(params.id, body.action);
  // The provider's new word goes through the same verification as Ziina's.
  await applyIntent(row.paymentId, await providerFor("SIMULATED").readIntent(row.id));
  return NextResponse.json(await view(params.id));
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
