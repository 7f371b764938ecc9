import { Badge } from "@/components/ui/badge";

import { orderStatusLabel, orderStatusTone } from "./order-status";

const VARIANT = { success: "success", destructive: "destructive", warning: "outline", muted: "secondary" } as const;

export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge variant={VARIANT[orderStatusTone(status)]}>{orderStatusLabel(status)}</Badge>;
}
