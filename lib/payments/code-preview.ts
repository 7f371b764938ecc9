import "server-only";

import { z } from "zod";

import { AppError } from "@/lib/errors";
import { currentPriceList, DISCOUNT_CODE_MESSAGES, previewDiscountCode, promotionsInForce } from "@/lib/price-list";
import { filsToAed, isServiceType, isValidQuantity, priceFor, promotionFor } from "@/lib/pricing";
import { enforce } from "@/lib/rate-limit";

import { isReturningCustomer } from "./create";
import { QUANTITY_UNKNOWN_MESSAGE } from "./messages";
import type { DiscountCodeCheckResponse } from "./schemas";

/** Per client address: a customer trying a code or two, not a script guessing codes. */
export const CODE_CHECK_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
export const CODE_CHECK_RATE_LIMIT_MESSAGE = "محاولات كثيرة لرموز الخصم، حاول بعد قليل";

export const discountCodeCheckSchema = z.object(
  {
    code: z.string({ error: DISCOUNT_CODE_MESSAGES.format }).max(64, DISCOUNT_CODE_MESSAGES.format),
    serviceType: z.string({ error: QUANTITY_UNKNOWN_MESSAGE }).max(32, QUANTITY_UNKNOWN_MESSAGE),
    serviceQuantity: z.number({ error: QUANTITY_UNKNOWN_MESSAGE }).optional(),
  },
  { error: QUANTITY_UNKNOWN_MESSAGE },
);

/**
 * POST /api/discount-codes/check: what a code would take off this order now,
 * for the buy form (nothing is written; creating the payment judges the code
 * again under its lock). A refused code is a 422 with its reason.
 */
export async function checkDiscountCode(
  body: z.output<typeof discountCodeCheckSchema>,
  caller: { userId: string | null; client: string; deviceId?: string | null },
): Promise<DiscountCodeCheckResponse> {
  await enforce({ key: `code-check:ip:${caller.client}`, ...CODE_CHECK_LIMIT }, CODE_CHECK_RATE_LIMIT_MESSAGE);
  const service = body.serviceType;
  if (!isServiceType(service)) throw new AppError("BAD_REQUEST", QUANTITY_UNKNOWN_MESSAGE);
  const quantity = service === "explorer" ? 0 : (body.serviceQuantity ?? NaN);
  if (service !== "explorer" && !isValidQuantity(quantity, service))
    throw new AppError("BAD_REQUEST", QUANTITY_UNKNOWN_MESSAGE);
  const { prices } = await currentPriceList();
  const returning = await isReturningCustomer(caller.userId);
  const promotion = promotionFor(await promotionsInForce(), service);
  const quote = priceFor({ service, quantity, returningCustomer: returning, promotion }, prices);
  const use = await previewDiscountCode(body.code, {
    service,
    listFils: quote.promotedFils,
    returning,
    customer: { userId: caller.userId, email: null, deviceId: caller.deviceId ?? null },
  });
  return {
    code: use.code,
    listAmount: filsToAed(use.price.listFils),
    amount: filsToAed(use.price.amountFils),
    discount: filsToAed(use.price.listFils - use.price.amountFils),
    endsAt: use.endsAt?.toISOString() ?? null,
  };
}
