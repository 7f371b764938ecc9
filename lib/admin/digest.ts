import "server-only";

import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { queueMail, renderMail } from "@/lib/mail";
import { formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { getAttention } from "./attention";

/** At most one digest per slot of this length, however many instances run the task. */
export const DIGEST_SLOT_MS = 10 * 60_000;
/** The same counts are said again after a day, in case the first mail was missed. */
const REPEAT_UNCHANGED_MS = 24 * 60 * 60_000;
const KIND = "operator-digest";

/**
 * The attention digest (docs/operations.md#the-attention-digest): when
 * anything needs the operator, one e-mail to OPERATOR_EMAIL with each
 * section's count and a link to the console; never one mail per item. It is
 * queued once per 10-minute slot (the e-mail's unique key), and only when the
 * counts differ from the last digest's or that one is a day old. Returns
 * whether a digest was queued.
 */
export async function queueAttentionDigest(now = new Date()): Promise<boolean> {
  const config = env();
  if (!config.OPERATOR_EMAIL) return false;
  const attention = await getAttention({ pageSize: 1, now });
  const open = attention.sections.filter((s) => s.count > 0);
  if (open.length === 0) return false;
  const content = renderMail({
    subject: `لوحة التشغيل: ${attention.total} ${attention.total === 1 ? "أمر يحتاج" : "أمور تحتاج"} انتباهك`,
    paragraphs: ["مرحباً،", "هذه الأقسام في لوحة التشغيل تحتاج إلى متابعة:"],
    facts: open.map((s) => [s.title, formatCount(s.count)]),
    action: { label: "افتح لوحة التشغيل", href: new URL(PAGES.adminAttention.path, config.APP_URL).toString() },
    note: "تصلك هذه الرسالة عند تغيّر ما يحتاج إلى انتباهك، مرة كل 10 دقائق على الأكثر.",
  });
  const last = await db.email.findFirst({
    where: { kind: KIND },
    orderBy: [{ createdAt: "desc" }, { key: "desc" }],
    select: { text: true, key: true },
  });
  const slot = Math.floor(now.getTime() / DIGEST_SLOT_MS);
  // The slot is in the key: when the last digest was queued, on the same clock as `now`.
  const lastSlot = last ? Number(last.key.slice(KIND.length + 1)) : Number.NaN;
  if (last && last.text === content.text && (slot - lastSlot) * DIGEST_SLOT_MS < REPEAT_UNCHANGED_MS) return false;
  await queueMail(db, { ...content, key: `${KIND}:${slot}`, kind: KIND, to: config.OPERATOR_EMAIL, orderId: null });
  return true;
}
