import "server-only";

import { assertNotBlocked } from "@/lib/blocks";
import { db, transaction, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { createOrder } from "@/lib/orders";
import { FREE_VIEWS_QUANTITY, deliveryEstimate, promiseText, toDbService } from "@/lib/pricing";
import { enforce } from "@/lib/rate-limit";
import { SHORT_LINK_UNRESOLVED_MESSAGE, settleVideoLink } from "@/lib/tiktok-videos";

import { FREE_CLAIMS_PER_IP, FREE_CLAIMS_PER_IP_MESSAGE, FREE_CLAIMS_WINDOW_SECONDS } from "./limits";
import { FREE_VIEWS_ALREADY_USED_MESSAGE } from "./contract";

export const ALREADY_USED_ERROR = `${FREE_VIEWS_ALREADY_USED_MESSAGE}. العرض متاح مرة واحدة لكل مستخدم.`;
/** Another account (or this one) already had the free views for this video (docs/product-rules.md#free-offer). */
export const VIDEO_ALREADY_CLAIMED_ERROR =
  "تم استخدام العرض المجاني لهذا الفيديو من قبل، فالعرض متاح مرة واحدة لكل فيديو. يمكنك تجربته مع فيديو آخر.";

export interface FreeViewsClaimResult {
  orderId: string;
  quantity: number;
  message: string;
}

const alreadyUsed = () => new AppError("CONFLICT", ALREADY_USED_ERROR);
const videoAlreadyClaimed = () => new AppError("CONFLICT", VIDEO_ALREADY_CLAIMED_ERROR);

/**
 * Claims the user's one free offer: a 1,000-view order (source FREE, no
 * payment) with its item and fulfilment job, and the claim row, in one
 * transaction. The unique user_id and video_id of free_view_claims make it
 * once per user and once per video (TikTok's video id, whoever claims it):
 * whatever arrives concurrently, one claim commits and every other
 * transaction rolls back with its order (a 409, never a 500).
 *
 * The link is settled first (a short link resolved with TikTok, outside the
 * transaction): a claim needs the video's id, so a short link TikTok cannot
 * resolve now is refused with a request for the full link.
 *
 * The per-IP limit is counted inside the same transaction, so it counts
 * claims that were granted, not attempts (a double click or a refused link
 * never uses up a household's allowance).
 */
export async function claimFreeViews(input: {
  userId: string;
  tiktokUrl: string;
  /** The key of the client's limits (lib/security clientKey). */
  client: string;
}): Promise<FreeViewsClaimResult> {
  // Before asking TikTok anything: a user who had the offer learns it first (checked again below).
  if (await db.freeViewClaim.findUnique({ where: { userId: input.userId }, select: { id: true } })) throw alreadyUsed();
  const settled = await settleVideoLink(input.tiktokUrl);
  if (!settled.resolved) throw new AppError("UNAVAILABLE", SHORT_LINK_UNRESOLVED_MESSAGE);
  const { link, videoId } = settled;
  const orderId = await transaction(async (tx) => {
    // Queues a user's concurrent claims behind each other (NO KEY UPDATE: it
    // does not block the foreign-key checks of their other orders), so the
    // losers stop here instead of writing an order only to roll it back.
    await lockUser(tx, input.userId);
    if (await tx.freeViewClaim.findUnique({ where: { userId: input.userId }, select: { id: true } }))
      throw alreadyUsed();
    if (await tx.freeViewClaim.findUnique({ where: { videoId }, select: { id: true } })) throw videoAlreadyClaimed();
    // A blocked account, video or link: refused in the claim's own transaction (docs/operations.md#blocks).
    await assertNotBlocked(tx, { userId: input.userId, link, videoId });

    await enforce(
      {
        key: `free-views:ip:${input.client}`,
        limit: FREE_CLAIMS_PER_IP,
        windowSeconds: FREE_CLAIMS_WINDOW_SECONDS,
        fixedWindow: true, // promised per UTC day
      },
      FREE_CLAIMS_PER_IP_MESSAGE,
      tx,
    );

    const order = await createOrder(tx, {
      source: "FREE",
      paymentId: null,
      userId: input.userId,
      serviceType: toDbService("views"),
      quantity: FREE_VIEWS_QUANTITY,
      link,
      amountFils: 0,
    });
    // The guarantee itself: ON CONFLICT on the unique user_id and video_id.
    // The lock and the checks above make a conflict rare (two accounts
    // claiming one video at once); if one happens anyway, the throw rolls
    // back the order, its item and its job with it.
    const inserted = await tx.freeViewClaim.createManyAndReturn({
      data: [{ userId: input.userId, orderId: order.id, tiktokUrl: link, videoId }],
      select: { id: true },
      skipDuplicates: true,
    });
    if (inserted.length === 0) {
      const mine = await tx.freeViewClaim.findUnique({ where: { userId: input.userId }, select: { id: true } });
      throw mine ? alreadyUsed() : videoAlreadyClaimed();
    }
    return order.id;
  });

  const { start, complete } = deliveryEstimate("views", FREE_VIEWS_QUANTITY);
  return {
    orderId,
    quantity: FREE_VIEWS_QUANTITY,
    message: `تم طلب ${promiseText.freeViews} مشاهدة مجانية لفيديوك بنجاح. يبدأ التنفيذ ${start} ويكتمل ${complete}.`,
  };
}

async function lockUser(tx: Tx, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "users" WHERE "id" = ${userId}::uuid FOR NO KEY UPDATE`;
  // The route checked the session against the database a moment ago; an
  // account deleted since then has nothing to claim for.
  if (rows.length === 0) throw new AppError("UNAUTHORIZED", "تسجيل الدخول مطلوب");
}
