import Link from "next/link";

import { savedRepliesFor, threadOfOrder } from "@/lib/conversations";
import { formatCount } from "@/lib/pricing";
import { PAGES, pagePath } from "@/lib/routes";

import { Section } from "../../_components/section";
import { WriteForm } from "./write-form";

/**
 * The order's thread on its console page (docs/conversations.md): a link to
 * it when there is one, else the form that writes to the customer about this
 * order (with the saved replies), which starts it.
 */
export async function OrderConversation({ orderId }: { orderId: string }) {
  const thread = await threadOfOrder(orderId);
  return (
    <Section id="conversation" title="المحادثة مع العميل">
      {thread ? (
        <Link
          href={pagePath(PAGES.adminConversation, { conversationId: thread.id })}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          المحادثة ({formatCount(thread.messages)} رسائل)
        </Link>
      ) : (
        <WriteForm
          target={{ orderId }}
          replies={await savedRepliesFor(orderId)}
          label="رسالة إلى العميل عن هذا الطلب"
        />
      )}
    </Section>
  );
}
