"use client";

import { useCallback, useEffect, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import {
  ITEM_KIND_LABELS,
  REFILL_ORIGIN_LABELS,
  REFILL_STATUS_LABELS,
  type RefillView,
} from "@/lib/fulfilment/contract";
import { daysText } from "@/lib/pricing";

const dateTime = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "medium", timeStyle: "short" });
const date = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "long" });
// Response schemas load with the first answer, not with the page: the first-load JavaScript stays as it was.
const fulfilment = () => import("@/lib/fulfilment/schemas");
const LOAD_FAILED = "تعذر تحميل حالة التعويض";
const ASK_FAILED = "تعذر إرسال طلب التعويض، حاول لاحقًا";

/**
 * The order page's refill ("automatic compensation") panel: whether this
 * order's service offers refill, until when, the refills sent so far, and a
 * button to ask for one (at most once a day). Self-contained: give it the
 * order id, and the payment id for a guest; `initial` spares the first fetch.
 */
export function RefillPanel({
  orderId,
  paymentId,
  initial,
}: {
  orderId: string;
  paymentId?: string;
  initial?: RefillView;
}) {
  const [view, setView] = useState<RefillView | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const url = `/api/orders/${encodeURIComponent(orderId)}/refill`;

  // Any failure to load reads the same: the panel has nothing to show.
  const fetchView = useCallback(
    async (signal?: AbortSignal): Promise<RefillView | null> => {
      const query = paymentId ? `?paymentId=${encodeURIComponent(paymentId)}` : "";
      return api(`${url}${query}`, { schema: () => fulfilment().then((m) => m.refillViewSchema), signal }).catch(
        (e: unknown) => {
          if (signal?.aborted) throw e;
          return null;
        },
      );
    },
    [url, paymentId],
  );

  const load = useCallback(async () => {
    const fresh = await fetchView();
    if (fresh) setView(fresh);
    else setMessage({ text: LOAD_FAILED, error: true });
  }, [fetchView]);

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetchView(controller.signal).then(
      (fresh) => {
        if (fresh) setView(fresh);
        else setMessage({ text: LOAD_FAILED, error: true });
      },
      () => {}, // unmounted
    );
    return () => controller.abort();
  }, [initial, fetchView]);

  async function ask() {
    setBusy(true);
    setMessage(null);
    try {
      const { refill } = await api(url, {
        method: "POST",
        body: paymentId ? { paymentId } : {},
        schema: () => fulfilment().then((m) => m.refillRequestResponseSchema),
        fallback: ASK_FAILED,
      });
      setView(refill);
      setMessage({ text: "تم إرسال طلب التعويض، وسيظهر تقدمه هنا.", error: false });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setMessage({ text: error.serverMessage ? error.message : ASK_FAILED, error: true });
      // Asked too often: the panel shows when the next request is possible.
      if (error.status === 429) void load();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="refill-title" className="grid gap-3 rounded-xl border bg-card p-5">
      <h2 id="refill-title" className="text-lg font-bold">
        التعويض التلقائي عن النقص
      </h2>
      {!view ? (
        <p role="status" className="text-muted-foreground">
          جاري التحميل...
        </p>
      ) : view.state === "not-offered" ? (
        <p>هذه الخدمة لا تشمل التعويض عن النقص. إن لاحظت مشكلة في طلبك، تواصل مع الدعم.</p>
      ) : view.state === "ended" ? (
        <p>انتهى هذا الطلب دون اكتمال التنفيذ، فلا يشمله التعويض عن النقص. إن لاحظت مشكلة في طلبك، تواصل مع الدعم.</p>
      ) : (
        <>
          <p>{describe(view)}</p>
          {(view.state === "available" || view.state === "wait") && (
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => void ask()} disabled={busy || view.state !== "available"}>
                {busy ? "جاري الإرسال..." : "طلب تعويض الآن"}
              </Button>
              {view.state === "wait" && view.nextRequestAt && (
                <span className="text-sm text-muted-foreground">
                  يمكنك الطلب مرة أخرى بعد {dateTime.format(new Date(view.nextRequestAt))}
                </span>
              )}
            </div>
          )}
          {view.history.length > 0 && (
            <table className="w-full text-sm">
              <caption className="text-start text-muted-foreground">طلبات التعويض</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-start">
                    التاريخ
                  </th>
                  <th scope="col" className="text-start">
                    الخدمة
                  </th>
                  <th scope="col" className="text-start">
                    الطلب
                  </th>
                  <th scope="col" className="text-start">
                    الحالة
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.history.map((r) => (
                  <tr key={r.id}>
                    <td>{dateTime.format(new Date(r.createdAt))}</td>
                    <td>{ITEM_KIND_LABELS[r.kind]}</td>
                    <td>{REFILL_ORIGIN_LABELS[r.origin]}</td>
                    <td>{REFILL_STATUS_LABELS[r.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "text-destructive" : "text-success"}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function describe(view: RefillView): string {
  const until = view.windowEndsAt ? date.format(new Date(view.windowEndsAt)) : null;
  switch (view.state) {
    case "not-completed":
      return view.windowDays
        ? `يبدأ ضمان التعويض بعد اكتمال التنفيذ: نطلب تلقائيًا تعويض أي نقص خلال ${daysText(view.windowDays)} من اكتماله.`
        : "يبدأ ضمان التعويض بعد اكتمال التنفيذ: نطلب تلقائيًا تعويض أي نقص خلال فترة الضمان.";
    case "window-ended":
      return `انتهت فترة ضمان التعويض${until ? ` في ${until}` : ""}.`;
    default:
      return `نطلب تلقائيًا تعويض أي نقص حتى ${until ?? "نهاية فترة الضمان"}، ويمكنك أيضًا طلب تعويض مرة واحدة يوميًا.`;
  }
}
