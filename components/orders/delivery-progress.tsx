import { ITEM_KIND_LABELS, type OrderDeliveryView } from "@/lib/fulfilment/contract";
import { formatCount } from "@/lib/pricing";

function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** What has arrived so far and what remains, for the whole order and each of its parts. */
export function DeliveryProgress({ delivery }: { delivery: OrderDeliveryView }) {
  return (
    <section aria-labelledby="delivery-title" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="delivery-title" className="text-lg font-bold">
        تقدم التنفيذ
      </h2>
      <ul className="grid gap-4">
        {delivery.items.map((item, i) => (
          <li key={i} className="grid gap-1.5" data-testid="delivery-item">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-bold">{ITEM_KIND_LABELS[item.kind]}</span>
              <span className="tabular-nums">
                تم تسليم {formatCount(item.delivered)} من {formatCount(item.quantity)}
              </span>
            </div>
            <Bar value={item.delivered} max={item.quantity} label={`تسليم ${ITEM_KIND_LABELS[item.kind]}`} />
            <p className="text-xs text-muted-foreground tabular-nums">
              {item.remains > 0 ? `المتبقي: ${formatCount(item.remains)}` : "اكتمل التسليم"}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
