// The free offer's request and response schemas: the types are inferred from them
// (./contract.ts re-exports the types) and the pages check what they receive
// with them (components/data/api.ts). The browser loads this module only with
// an answer (import()), never with a page: zod stays out of the first load.

import { z } from "zod";

import { canonicalTikTokLink, isTikTokVideoLink } from "@/lib/pricing";

import {
  FREE_VIEWS_NOT_TIKTOK_MESSAGE,
  FREE_VIEWS_URL_REQUIRED_MESSAGE,
  FREE_VIEWS_URL_TOO_LONG_MESSAGE,
} from "./messages";

// Before any schema is built: zod 4 otherwise probes `new Function` when it
// builds an object schema, which the store's CSP reports as a violation.
z.config({ jitless: true });

/** The orders.link column. */
const MAX_LINK_LENGTH = 2048;

/**
 * The free offer's contract, shared by the /free-views form (zodResolver) and
 * POST /api/tiktok-views/free, so both apply exactly the same rules. Safe for
 * client components: no server code here.
 */
export const freeViewsClaimSchema = z.object(
  {
    tiktokUrl: z
      .string({ error: FREE_VIEWS_URL_REQUIRED_MESSAGE })
      .trim()
      .min(1, FREE_VIEWS_URL_REQUIRED_MESSAGE)
      .max(MAX_LINK_LENGTH, FREE_VIEWS_URL_TOO_LONG_MESSAGE)
      .refine(isTikTokVideoLink, FREE_VIEWS_NOT_TIKTOK_MESSAGE)
      // The canonical link (docs/product-rules.md#video-links): https, no query; a short link is resolved by the claim.
      .transform((text) => canonicalTikTokLink(text)!),
  },
  // A body that is not an object at all ([] or "x") gets the same message.
  { error: FREE_VIEWS_URL_REQUIRED_MESSAGE },
);

/** What the form holds. */
export type FreeViewsClaimInput = z.input<typeof freeViewsClaimSchema>;
/** What the server works with (the canonical link). */
export type FreeViewsClaim = z.output<typeof freeViewsClaimSchema>;

/** The success answer of POST /api/tiktok-views/free. */
export const freeViewsClaimResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  quantity: z.number(),
  message: z.string(),
});
export type FreeViewsClaimResponse = z.infer<typeof freeViewsClaimResponseSchema>;
