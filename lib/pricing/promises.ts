import { FREE_VIEWS_QUANTITY } from "./limits";
import { formatCount } from "./count";

/**
 * The numbers of the promises a customer reads (docs/product-rules.md#promises):
 * the code that keeps each promise reads the same constant, and every
 * customer-facing text renders it through `promiseText`, never as a literal
 * (`lib/pricing/promises.test.ts` fails on one). The delivery table's start and
 * completion times are in ./delivery.ts; the refill window is the setting
 * FULFILMENT_REFILL_WINDOW_DAYS (the order page receives it with the refill view).
 */
export const PROMISES = {
  /** An item not started (or still in review) this long after its order is refunded in full. */
  notStartedRefundHours: 24,
  /** An item not fully delivered this long after its order: the undelivered share is refunded. */
  lateRefundDays: 7,
  /** An uploaded video is deleted within this long at the latest (the sweeper's age is far below it). */
  uploadDeletionHours: 24,
  /** The free offer's views. */
  freeViews: FREE_VIEWS_QUANTITY,
  /** A refund reaches the card within this many business days, depending on the bank. */
  refundArrivalBusinessDays: { from: 5, to: 10 },
} as const;

/** Arabic counted noun: 1 ساعة, 2 ساعتين, 3-10 ساعات, 11+ ساعة. */
function counted(n: number, one: string, two: string, few: string, many = one): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return `${formatCount(n)} ${n <= 10 ? few : many}`;
}

/** "24 ساعة", "ساعتين", "3 ساعات". */
export const hoursText = (n: number) => counted(n, "ساعة", "ساعتين", "ساعات");
/** "7 أيام", "30 يوماً", "يومين". */
export const daysText = (n: number) => counted(n, "يوم", "يومين", "أيام", "يوماً");
/** "30 دقيقة", "دقيقتين", "5 دقائق". */
export const minutesText = (n: number) => counted(n, "دقيقة", "دقيقتين", "دقائق");

/** The promises as customers read them: the one source of these phrases in copy. */
export const promiseText = {
  /** "24 ساعة" */
  notStartedRefund: hoursText(PROMISES.notStartedRefundHours),
  /** "7 أيام" */
  lateRefund: daysText(PROMISES.lateRefundDays),
  /** "24 ساعة" */
  uploadDeletion: hoursText(PROMISES.uploadDeletionHours),
  /** "1,000" */
  freeViews: formatCount(PROMISES.freeViews),
  /** "5 إلى 10 أيام عمل" */
  refundArrival: `${PROMISES.refundArrivalBusinessDays.from} إلى ${PROMISES.refundArrivalBusinessDays.to} أيام عمل`,
};
