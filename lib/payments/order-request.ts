import { z } from "zod";

import { PAYMENT_ID_MISSING_MESSAGE } from "./messages";

/**
 * Body of the three "ensure the order" calls. Only paymentId is read: link,
 * quantity, serviceType and videoUrl are accepted (clients send them,
 * docs/product-rules.md#public-api) and ignored, because the payment recorded them when it was made.
 */
export const ensureOrderSchema = z.object(
  {
    paymentId: z.string({ error: PAYMENT_ID_MISSING_MESSAGE }).max(200, PAYMENT_ID_MISSING_MESSAGE),
    link: z.unknown().optional(),
    quantity: z.unknown().optional(),
    serviceType: z.unknown().optional(),
    videoUrl: z.unknown().optional(),
  },
  { error: PAYMENT_ID_MISSING_MESSAGE },
);
