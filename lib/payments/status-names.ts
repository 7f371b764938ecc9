/** A payment's status as the status endpoints return it. */
export const PAYMENT_STATUS_NAMES = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUS_NAMES)[number];
