import "server-only";

import type { db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseTikTokLink, tiktokVideoId } from "@/lib/pricing";

import { BLOCKED_MESSAGE } from "./contract";

/** What an operator blocks besides an account: a video (by its id) or a short link naming no id. */
export type BlockTarget = { kind: "VIDEO"; videoId: string } | { kind: "LINK"; link: string };

/**
 * The video id of a bare number, through the link module (lib/pricing
 * tiktokVideoId): the same function reads the id of every link the checkout
 * and the free offer see, so a block and a link compare in one canonical form
 * whatever that function makes of ids (e.g. leading zeros).
 */
function videoIdOfNumber(digits: string): string | null {
  return tiktokVideoId(`https://www.tiktok.com/@_/video/${digits}`);
}

/**
 * What the operator typed in the block form: a TikTok video link or its bare
 * id (a VIDEO block, whatever the link's form), or a short link (a LINK
 * block on its canonical form, for links TikTok cannot resolve). Null when it
 * is none of these.
 */
export function blockTargetOf(text: string): BlockTarget | null {
  const trimmed = text.trim();
  if (/^\d{1,30}$/.test(trimmed)) {
    const videoId = videoIdOfNumber(trimmed);
    return videoId ? { kind: "VIDEO", videoId } : null;
  }
  const link = parseTikTokLink(trimmed);
  if (!link) return null;
  if (link.kind === "video") {
    const videoId = tiktokVideoId(link.url);
    return videoId ? { kind: "VIDEO", videoId } : null;
  }
  return { kind: "LINK", link: link.url };
}

/**
 * Refuses (403, BLOCKED_MESSAGE) an order for a blocked account, video or
 * link. Call it inside the transaction that creates the payment or the claim,
 * with what that transaction stores: one query reads every block that could
 * apply. `link` is the stored (settled) link; its video id is read through
 * the link module like the blocks' own.
 */
export async function assertNotBlocked(
  client: Tx | typeof db,
  subject: { userId: string | null; link: string; videoId?: string | null },
): Promise<void> {
  const parsed = parseTikTokLink(subject.link);
  const linkVideoId = parsed?.kind === "video" ? tiktokVideoId(parsed.url) : null;
  const settledVideoId = subject.videoId ? videoIdOfNumber(subject.videoId) : null;
  const videoIds = [...new Set([linkVideoId, settledVideoId].filter((v): v is string => !!v))];
  const links = [...new Set([subject.link, parsed?.url].filter((v): v is string => !!v))];
  const or = [
    ...(subject.userId ? [{ userId: subject.userId }] : []),
    ...(videoIds.length ? [{ videoId: { in: videoIds } }] : []),
    { link: { in: links } },
  ];
  const block = await client.block.findFirst({ where: { OR: or }, select: { id: true } });
  if (block) throw new AppError("FORBIDDEN", BLOCKED_MESSAGE);
}

/**
 * Refuses (403, BLOCKED_MESSAGE) a blocked account taking guest payments
 * (POST /api/user/orders/claim): a payment it claims before it is paid would
 * become the blocked account's order. The payment's video and link were
 * checked when it was created; what a claim adds is the account.
 */
export async function assertAccountNotBlocked(client: Tx | typeof db, userId: string): Promise<void> {
  const block = await client.block.findFirst({ where: { userId }, select: { id: true } });
  if (block) throw new AppError("FORBIDDEN", BLOCKED_MESSAGE);
}
