import { z } from "zod";

// Raw payloads of the SMM panel API v2 (external-apis.md, section 3). Panels
// differ: numbers arrive as strings, ids as numbers or strings, booleans as
// true/1/"1" or not at all, and any answer may be {"error": "..."}. Every
// schema here accepts those variants and yields one shape.

/** "0.90", 0.9, "Unknown", "" → a number or null. */
export const looseNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v === undefined || v === null) return null;
    const n = typeof v === "number" ? v : Number(v.trim());
    return v === "" || !Number.isFinite(n) ? null : n;
  });

/** 23501 or "23501" → "23501". */
export const looseId = z
  .union([z.number(), z.string().min(1)])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1).max(64));

/** true, 1, "1", "true", "yes" → true; anything else (or missing) → false. */
export const looseBool = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 1 || (typeof v === "string" && ["1", "true", "yes"].includes(v.toLowerCase())));

export const errorSchema = z.object({ error: z.union([z.string(), z.number()]).transform(String) });
export type PanelErrorBody = z.infer<typeof errorSchema>;

export const serviceSchema = z.object({
  service: looseId,
  name: z.string().optional(),
  type: z.string().optional(),
  category: z.string().optional(),
  rate: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? null : String(v))),
  min: looseNumber,
  max: looseNumber,
  refill: looseBool,
  cancel: looseBool,
});
export type PanelService = z.infer<typeof serviceSchema>;

const addCharge = {
  charge: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
};
/** `add`: {"order": 23501} or {"order": "23501"}; some clones say order_id; some add the charge. */
export const addSchema = z.union([
  z
    .object({ order: looseId, ...addCharge })
    .transform((v) => ({ orderId: v.order, charge: v.charge, currency: v.currency })),
  z
    .object({ order_id: looseId, ...addCharge })
    .transform((v) => ({ orderId: v.order_id, charge: v.charge, currency: v.currency })),
]);

export const orderStatusSchema = z.object({
  status: z.string(),
  start_count: looseNumber,
  remains: looseNumber,
  charge: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
});
export type PanelOrderStatus = z.infer<typeof orderStatusSchema>;

/** Multi-status: {"1": {...}, "10": {"error": "Incorrect order ID"}}. */
export const multiStatusSchema = z.record(z.string(), z.unknown());

/** `refill`: {"refill": "1"}, {"success": "...", "refill": 12345}. */
export const refillSchema = z.object({ refill: looseId });

export const refillStatusSchema = z.object({ status: z.string() });

/** Multi refill-status: [{"refill": 1, "status": "Completed"}, {"refill": 3, "status": {"error": "..."}}]. */
export const multiRefillStatusSchema = z.array(
  z.object({ refill: looseId, status: z.union([z.string(), errorSchema]) }),
);

/** `cancel`: [{"order": 9, "cancel": {"error": "Incorrect order ID"}}, {"order": 2, "cancel": 1}]. */
export const cancelSchema = z.array(z.object({ order: looseId, cancel: z.union([errorSchema, z.unknown()]) }));

export const balanceSchema = z.object({
  balance: z.union([z.string(), z.number()]).transform(String),
  currency: z.string().optional(),
});
