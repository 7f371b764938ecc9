import type { Metadata } from "next";
import Link from "next/link";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { UNSUBSCRIBE_API, UNSUBSCRIBE_LINK_MESSAGE, unsubscribeAddress } from "@/lib/mail";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "إيقاف رسائل التذكير", robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/**
 * A marketing mail's unsubscribe link (docs/checkout-reminders.md): the
 * address it names and a button. Following the link changes nothing (a mail
 * scanner opens links); the button posts, as a mail program's own
 * one-click does. Receipts and order mails still go.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const done = one(query.done) === "1";
  const e = one(query.e);
  const t = one(query.t);
  const address = done ? null : unsubscribeAddress(e, t);
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <header className="grid justify-items-center gap-2 text-center">
        <Icon name="mail" className="size-10 text-primary" />
        <h1 className="text-2xl font-bold">إيقاف رسائل التذكير</h1>
      </header>
      {done ? (
        <Alert>
          <Icon name="circle-check" />
          <AlertDescription>
            تم. لن نرسل إليك رسائل تذكير بعد الآن. ستصلك فقط رسائل طلباتك (الإيصال، حالة التنفيذ، الاسترداد).
          </AlertDescription>
        </Alert>
      ) : address ? (
        <form
          method="post"
          action={`${UNSUBSCRIBE_API}?${new URLSearchParams({ e: e!, t: t! })}`}
          className="grid gap-4"
        >
          <p>
            لن نرسل رسائل تذكير إلى{" "}
            <bdi dir="ltr" className="font-medium break-all">
              {address}
            </bdi>{" "}
            بعد الآن. ستصلك فقط رسائل طلباتك.
          </p>
          <Button type="submit" className="justify-self-center">
            إيقاف رسائل التذكير
          </Button>
        </form>
      ) : (
        <Alert variant="destructive">
          <Icon name="circle-exclamation-point" />
          <AlertDescription>{UNSUBSCRIBE_LINK_MESSAGE}</AlertDescription>
        </Alert>
      )}
      <p className="text-center text-sm">
        <Link href={PAGES.buy.path} className="text-primary underline">
          العودة إلى المتجر
        </Link>
      </p>
    </div>
  );
}
