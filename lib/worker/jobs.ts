import "server-only";

import { FULFILMENT_JOBS } from "@/lib/fulfilment";
import type { AnyJobDefinition } from "@/lib/jobs";
import { mailJob } from "@/lib/mail";
import { refundJob } from "@/lib/payment-providers";
import { checkoutRemindersJob, reconcilePaymentsJob } from "@/lib/payments";
import { tiktokEventJob } from "@/lib/tracking";

/**
 * Every kind of background job the store runs. A worker runs exactly these:
 * a job type missing here would never run, so each room's job definitions
 * are listed explicitly (no registration by import side effect, which Next's
 * separate bundles would not share).
 */
export const ALL_JOBS: readonly AnyJobDefinition[] = [
  ...FULFILMENT_JOBS,
  refundJob,
  reconcilePaymentsJob,
  checkoutRemindersJob,
  tiktokEventJob,
  mailJob,
];
