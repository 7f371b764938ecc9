import type { Metadata } from "next";
import Link from "next/link";

import { RetryOrHome } from "@/components/checkout/status-view";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { getPageUser } from "@/lib/auth";
import { resumeState, type ResumeSummary } from "@/lib/payments";
import { formatAed, formatCount, serviceLabel } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "إكمال الدفع", robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;

/** Why the "start again" button came back here (app/api/checkout/resume). */
const PROBLEMS: Record<string, string> = {
  limit: "طلبات كثيرة من هذا الجهاز خلال وقت قصير. انتظر قليلاً ثم حاول مرة أخرى.",
  refused: "لا يمكن للمتجر قبول هذا الطلب الآن. راسلنا من صفحة الطلب أو عبر البريد المذكور أسفل الصفحة.",
  failed: "تعذر بدء الدفع الآن. حاول مرة أخرى بعد قليل.",
};

/** The order as it was left: what, for which video, at what price (and code). */
function Summary({ payment }: { payment: ResumeSummary }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border p-4 text-sm">
      <dt className="text-muted-foreground">الخدمة</dt>
      <dd className="font-medium">{serviceLabel(payment.service)}</dd>
      {payment.service !== "explorer" && (
        <>
          <dt className="text-muted-foreground">الكمية</dt>
          <dd className="font-medium tabular-nums">{formatCount(payment.quantity)}</dd>
        </>
      )}
      <dt className="text-muted-foreground">رابط الفيديو</dt>
      <dd dir="ltr" className="min-w-0 text-end break-all">
        {payment.link}
      </dd>
      {payment.code && (
        <>
          <dt className="text-muted-foreground">رمز الخصم</dt>
          <dd dir="ltr" className="text-end font-medium">
            {payment.code}
          </dd>
        </>
      )}
      <dt className="text-muted-foreground">المبلغ</dt>
      <dd className="font-bold tabular-nums">{formatAed(payment.amountFils)}</dd>
    </dl>
  );
}

/**
 * A reminder's link (docs/checkout-reminders.md): the unpaid order, and a
 * button to the provider's page when it is still payable; when its payment
 * ended, a button that starts it again (a form: no script on this page) and,
 * once started, the new price beside the old when they differ.
 */
export default async function ResumePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const paymentId = typeof query.payment_id === "string" ? query.payment_id : "";
  const problem = typeof query.problem === "string" ? PROBLEMS[query.problem] : undefined;
  const user = await getPageUser();
  const state = await resumeState(paymentId, user?.id ?? null);

  if (state.state === "missing" || state.state === "held")
    return (
      <>
        <PageHeading
          icon="circle-exclamation-point"
          title={state.state === "missing" ? "لم نجد هذا الطلب" : "طلبك قيد المراجعة"}
          intro={
            state.state === "missing"
              ? "تأكد من الرابط كما وصلك في الرسالة، أو ابدأ طلباً جديداً."
              : "يراجع فريقنا هذه الدفعة. لا تدفع مرة أخرى؛ سنراسلك قريباً."
          }
        />
        <RetryOrHome retryLabel="طلب جديد" />
      </>
    );
  if (state.state === "paid")
    return (
      <>
        <PageHeading
          icon="circle-check"
          title="تم الدفع لهذا الطلب"
          intro="لا حاجة لأي خطوة أخرى. تابع طلبك من صفحته."
        />
        <div className="flex justify-center">
          <Button asChild>
            <Link href={state.orderUrl}>متابعة طلبك</Link>
          </Button>
        </div>
      </>
    );
  if (state.state === "confirming")
    return (
      <>
        <PageHeading
          icon="loader-circle"
          title="دفعتك قيد التأكيد"
          intro="وصلنا الدفع ونؤكده الآن. لا تدفع مرة أخرى."
        />
        <div className="flex justify-center">
          <Button asChild>
            <Link href={state.statusUrl}>متابعة حالة الدفع</Link>
          </Button>
        </div>
      </>
    );
  const { payment } = state;
  return (
    <>
      <PageHeading icon="package" title="أكمل طلبك" intro="هذا طلبك كما تركته." />
      {problem && (
        <Alert variant="destructive">
          <Icon name="circle-exclamation-point" />
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      {state.state === "open" && state.before && (
        <Alert data-testid="price-changed">
          <Icon name="circle-exclamation-point" />
          <AlertTitle>تغيّر السعر منذ طلبك</AlertTitle>
          <AlertDescription>
            {`كان ${formatAed(state.before.amountFils)}${state.before.code ? ` برمز الخصم ${state.before.code}` : ""}، وأصبح ${formatAed(payment.amountFils)}${
              state.before.code && !payment.code ? " لأن رمز الخصم لم يعد صالحاً" : ""
            }.`}
          </AlertDescription>
        </Alert>
      )}
      <Summary payment={payment} />
      {state.state === "open" ? (
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <a href={state.redirectUrl}>أكمل الدفع: {formatAed(payment.amountFils)}</a>
          </Button>
        </div>
      ) : (
        <form
          method="post"
          action={`/api/checkout/resume?${new URLSearchParams({ payment_id: payment.id })}`}
          className="grid justify-items-center gap-3"
        >
          <p className="text-center text-sm text-muted-foreground">
            انتهت صفحة الدفع السابقة. نبدأ الطلب نفسه من جديد، وإن تغيّر سعره فستراه هنا قبل أن تدفع.
          </p>
          <Button type="submit" size="lg">
            ابدأ الدفع من جديد
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link href={PAGES.buy.path} className="text-primary underline">
          العودة إلى المتجر
        </Link>
      </p>
    </>
  );
}
