import { Badge } from "@/components/ui/badge";

import { orderStatusLabel, orderStatusTone } from "./order-status";

const VARIANT = { success: "success", destructive: "destructive", warning: "outline", muted: "secondary" } as const;

/** `refundDelayed`: the provider refused the order's refund (OrderView.refundDelayed). */
export function OrderStatusBadge({
  status,
  refundDelayed = false,
}: {
  status: string | null | undefined;
  refundDelayed?: boolean;
}) {
  return <Badge variant={VARIANT[orderStatusTone(status)]}>{orderStatusLabel(status, refundDelayed)}</Badge>;
}
