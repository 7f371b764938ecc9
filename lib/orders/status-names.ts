/** The order status values of docs/product-rules.md#order-statuses, PARTIAL and REFUNDED included. */
export const ORDER_STATUS_NAMES = ["PENDING", "PROCESSING", "COMPLETED", "PARTIAL", "FAILED", "REFUNDED"] as const;
export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number];
