import "server-only";

import { z } from "zod";

import { db, type Promotion, type Tx } from "@/lib/db";
import { env, isBuildPhase } from "@/lib/env";
import { AppError } from "@/lib/errors";
import {
  PROMOTION_MAX_DAYS,
  REFERENCE_PRICE_DAYS,
  SERVICE_TYPES,
  type PublicPromotion,
  type ServiceType,
} from "@/lib/pricing";

import { currentPriceList } from "./store";

// Promotions with dates (docs/product-rules.md#promotions): the ones in force,
// as checkout and the buy forms read them, and the console's book of them.
// The arithmetic is pure, in lib/pricing/promotions.ts.

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a promotion row says to customers, with whether a struck-through price may be shown. */
function toPublic(p: Promotion, referencePrice: boolean): PublicPromotion {
  return {
    id: p.id,
    title: p.title,
    kind: p.kind,
    value: p.value,
    services: (Array.isArray(p.services) ? p.services : []) as ServiceType[],
    endsAt: p.endsAt.toISOString(),
    endsAtText: new Intl.DateTimeFormat("ar-AE-u-nu-latn", {
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZone: env().STORE_TIME_ZONE,
    }).format(p.endsAt),
    referencePrice,
  };
}

/**
 * Since when the price list in force has been charged: its version's save, or
 * for the default list the store's first paid payment (null before any).
 */
async function listChargedSince(): Promise<Date | null> {
  const list = await currentPriceList();
  if (list.createdAt) return list.createdAt;
  const first = await db.payment.findFirst({
    where: { status: "COMPLETED" },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  return first?.createdAt ?? null;
}

/**
 * The promotions in force at `now` (started, not ended, not ended early), for
 * checkout and /api/prices. A struck-through price is allowed for one only
 * when the price list in force was charged for REFERENCE_PRICE_DAYS before
 * it started: the "before" price is one customers really paid.
 */
export async function promotionsInForce(now = new Date()): Promise<PublicPromotion[]> {
  const rows = await db.promotion.findMany({
    where: { startsAt: { lte: now }, endsAt: { gt: now }, endedAt: null },
    orderBy: { startsAt: "asc" },
    take: 10,
  });
  if (rows.length === 0) return [];
  const since = await listChargedSince();
  return rows.map((p) =>
    toPublic(p, since !== null && since.getTime() <= p.startsAt.getTime() - REFERENCE_PRICE_DAYS * DAY_MS),
  );
}

/** The promotions a page that shows prices names (/pricing): none while `next build` prerenders, which opens no database. */
export async function promotionsForPage(): Promise<PublicPromotion[]> {
  if (isBuildPhase()) return [];
  return promotionsInForce();
}

const SERVICES_MESSAGE = "الخدمات: مشاهدات أو إعجابات أو باقة الإكسبلور";

/** A new promotion as the console sends it (dates as ISO instants). */
export const promotionInputSchema = z
  .object({
    title: z
      .string({ error: "اسم العرض مطلوب" })
      .trim()
      .min(2, "اسم العرض من 2 إلى 60 حرفاً")
      .max(60, "اسم العرض من 2 إلى 60 حرفاً"),
    kind: z.enum(["PERCENT", "EXTRA"], { error: "نوع العرض: خصم بنسبة أو كمية إضافية مجاناً" }),
    value: z.number({ error: "النسبة عدد صحيح" }).int("النسبة عدد صحيح").min(1, "النسبة 1 على الأقل"),
    services: z
      .array(z.enum(SERVICE_TYPES as unknown as [ServiceType, ...ServiceType[]], { error: SERVICES_MESSAGE }), {
        error: SERVICES_MESSAGE,
      })
      .max(3, SERVICES_MESSAGE)
      .default([]),
    startsAt: z.coerce.date({ error: "تاريخ البدء غير صالح" }),
    endsAt: z.coerce.date({ error: "تاريخ الانتهاء غير صالح" }),
  })
  .refine((p) => p.value <= (p.kind === "PERCENT" ? 90 : 100), {
    message: "نسبة الخصم حتى 90%، والكمية الإضافية حتى 100%",
    path: ["value"],
  })
  .refine((p) => p.kind !== "EXTRA" || !p.services.includes("explorer"), {
    message: "الكمية الإضافية للمشاهدات والإعجابات فقط: محتوى الباقة ثابت",
    path: ["services"],
  })
  .refine((p) => p.startsAt < p.endsAt, { message: "تاريخ الانتهاء بعد تاريخ البدء", path: ["endsAt"] })
  .refine((p) => p.endsAt.getTime() - p.startsAt.getTime() <= PROMOTION_MAX_DAYS * DAY_MS, {
    message: `العرض ينتهي خلال ${PROMOTION_MAX_DAYS} يوماً من بدايته`,
    path: ["endsAt"],
  });
export type PromotionInput = z.output<typeof promotionInputSchema>;

export const PROMOTION_OVERLAP_MESSAGE = (title: string) =>
  `يتداخل مع عرض «${title}» على الخدمة نفسها في الفترة نفسها: عرض واحد لكل خدمة في أي وقت`;
export const PROMOTION_PAST_MESSAGE = "تاريخ الانتهاء مضى";

const covers = (services: unknown, service: ServiceType) =>
  !Array.isArray(services) || services.length === 0 || services.includes(service);

/**
 * Writes a promotion in the caller's transaction (the console audits it
 * there). Refused when it ends in the past, or when it overlaps in time with
 * another promotion (not ended early) on one of its services: the table is
 * locked against other writers first, so two operators cannot both add
 * overlapping ones.
 */
export async function createPromotion(tx: Tx, input: PromotionInput, by: string, now = new Date()): Promise<Promotion> {
  if (input.endsAt <= now) throw new AppError("UNPROCESSABLE", PROMOTION_PAST_MESSAGE);
  await tx.$executeRaw`LOCK TABLE "promotions" IN SHARE ROW EXCLUSIVE MODE`;
  const overlapping = await tx.promotion.findMany({
    where: { endedAt: null, startsAt: { lt: input.endsAt }, endsAt: { gt: input.startsAt } },
  });
  const mine: ServiceType[] = input.services.length > 0 ? input.services : [...SERVICE_TYPES];
  const clash = overlapping.find((p) => mine.some((s) => covers(p.services, s)));
  if (clash) throw new AppError("CONFLICT", PROMOTION_OVERLAP_MESSAGE(clash.title));
  return tx.promotion.create({ data: { ...input, createdBy: by } });
}

/** Ends a promotion now (not before it started: then it simply never runs), in the caller's transaction. */
export async function endPromotionNow(
  tx: Tx,
  id: string,
  now = new Date(),
): Promise<{ before: Promotion; after: Promotion }> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "promotions" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!locked) throw new AppError("NOT_FOUND", "العرض غير موجود");
  const before = await tx.promotion.findUniqueOrThrow({ where: { id } });
  if (before.endedAt || before.endsAt <= now) throw new AppError("CONFLICT", "العرض منتهٍ بالفعل");
  const after = await tx.promotion.update({ where: { id }, data: { endedAt: now } });
  return { before, after };
}

export interface PromotionRow extends Promotion {
  /** Paid payments it priced. */
  paidUses: number;
  /** What those payments brought, after their refunds, in fils (VAT included). */
  revenueFils: number;
  /** What it took off those payments, in fils (PERCENT). */
  discountGivenFils: number;
  /** Free quantity it added to them (EXTRA). */
  bonusGiven: number;
}

/** Every promotion, newest start first, with what it has done. */
export async function promotionBook(): Promise<PromotionRow[]> {
  const rows = await db.promotion.findMany({ orderBy: { startsAt: "desc" }, take: 200 });
  if (rows.length === 0) return [];
  const stats = await db.$queryRaw<{ id: string; paid: number; revenue: number; given: number; bonus: number }[]>`
    SELECT "promotion_id"::text AS "id", count(*)::int AS "paid",
           COALESCE(SUM("amount_fils" - "refunded_fils"), 0)::int AS "revenue",
           COALESCE(SUM("promotion_discount_fils"), 0)::int AS "given",
           COALESCE(SUM("bonus_quantity"), 0)::int AS "bonus"
    FROM "payments" WHERE "promotion_id" IS NOT NULL AND "status" = 'COMPLETED'
    GROUP BY "promotion_id"`;
  const byId = new Map(stats.map((s) => [s.id, s]));
  return rows.map((p) => {
    const s = byId.get(p.id);
    return {
      ...p,
      paidUses: s?.paid ?? 0,
      revenueFils: s?.revenue ?? 0,
      discountGivenFils: s?.given ?? 0,
      bonusGiven: s?.bonus ?? 0,
    };
  });
}
