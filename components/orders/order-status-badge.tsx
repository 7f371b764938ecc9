import { Badge } from "@/components/ui/badge";

import { orderStatusLabel, orderStatusTone } from "./order-status";

const VARIANT = { success: "success", destructive: "destructive", warning: "outline", muted: "secondary" } as const;

/**
 * `refundDelayed`: the provider refused the order's refund; `refundInProgress`: a refund is on
 * its way (OrderView's fields). Neither reads «تم الاسترداد» while no money has moved.
 */
export function OrderStatusBadge({
  status,
  refundDelayed = false,
  refundInProgress = false,
}: {
  status: string | null | undefined;
  refundDelayed?: boolean;
  refundInProgress?: boolean;
}) {
  return (
    <Badge variant={VARIANT[orderStatusTone(status)]}>
      {orderStatusLabel(status, refundDelayed, refundInProgress)}
    </Badge>
  );
}
