import "server-only";

import { z } from "zod";

import { db, Prisma, type DiscountCode, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { SERVICE_TYPES, type ServiceType } from "@/lib/pricing";

import { DISCOUNT_CODE_PATTERN } from "./code-rules";
import { CODE_HOLD_MS } from "./codes";

// The owner's discount codes as the console reads and writes them
// (docs/product-rules.md#discount-codes). The rules a checkout applies are in codes.ts.

const whole = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

const CODE_FORMAT_MESSAGE = "الرمز: من 3 إلى 32 حرفاً إنجليزياً أو رقماً (و- و_)";
const SERVICES_MESSAGE = "الخدمات: مشاهدات أو إعجابات أو باقة الإكسبلور";
const MIN_ORDER_MESSAGE = "الحد الأدنى للطلب يجب أن يكون مبلغاً غير سالب";

/** A new code as the console sends it (amounts in fils; dates as ISO instants). */
export const discountCodeInputSchema = z
  .object({
    code: z
      .string({ error: CODE_FORMAT_MESSAGE })
      .trim()
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, CODE_FORMAT_MESSAGE)),
    kind: z.enum(["PERCENT", "FIXED"], { error: "نوع الخصم: نسبة أو مبلغ" }),
    value: whole(100_000_000, "قيمة الخصم يجب أن تكون عدداً صحيحاً موجباً"),
    services: z
      .array(z.enum(SERVICE_TYPES as unknown as [ServiceType, ...ServiceType[]], { error: SERVICES_MESSAGE }), {
        error: SERVICES_MESSAGE,
      })
      .max(3, SERVICES_MESSAGE)
      .default([]),
    startsAt: z.coerce.date({ error: "تاريخ البدء غير صالح" }).nullish(),
    endsAt: z.coerce.date({ error: "تاريخ الانتهاء غير صالح" }).nullish(),
    maxUses: whole(10_000_000, "عدد الاستخدامات يجب أن يكون عدداً صحيحاً موجباً").nullish(),
    budgetFils: whole(100_000_000, "الميزانية يجب أن تكون مبلغاً موجباً").nullish(),
    perCustomer: whole(1_000, "الاستخدامات لكل عميل يجب أن تكون عدداً صحيحاً موجباً").nullish(),
    firstOrderOnly: z.boolean({ error: "«للطلب الأول فقط»: نعم أو لا" }).default(false),
    minOrderFils: z
      .number({ error: MIN_ORDER_MESSAGE })
      .int(MIN_ORDER_MESSAGE)
      .min(0, MIN_ORDER_MESSAGE)
      .max(100_000_000, MIN_ORDER_MESSAGE)
      .nullish(),
    combinesWithReturning: z.boolean({ error: "«مع خصم العميل العائد»: نعم أو لا" }).default(false),
  })
  .refine((c) => c.kind !== "PERCENT" || c.value <= 100, { message: "النسبة بين 1 و100", path: ["value"] })
  .refine((c) => !c.startsAt || !c.endsAt || c.startsAt < c.endsAt, {
    message: "تاريخ الانتهاء بعد تاريخ البدء",
    path: ["endsAt"],
  });
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;

export const CODE_TAKEN_MESSAGE = "يوجد رمز خصم بهذا الاسم";

/** Writes a new code in the caller's transaction (the console audits it there). */
export async function createDiscountCode(tx: Tx, input: DiscountCodeInput, by: string): Promise<DiscountCode> {
  try {
    return await tx.discountCode.create({
      data: {
        ...input,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        maxUses: input.maxUses ?? null,
        budgetFils: input.budgetFils ?? null,
        perCustomer: input.perCustomer ?? null,
        minOrderFils: input.minOrderFils ?? null,
        createdBy: by,
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("CONFLICT", CODE_TAKEN_MESSAGE);
    throw error;
  }
}

/** Pauses or resumes a code in the caller's transaction; returns it as it was before, or throws NOT_FOUND. */
export async function setDiscountCodePaused(
  tx: Tx,
  id: string,
  paused: boolean,
  now = new Date(),
): Promise<{ before: DiscountCode; after: DiscountCode }> {
  const [locked] = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "discount_codes" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!locked) throw new AppError("NOT_FOUND", "رمز الخصم غير موجود");
  const before = await tx.discountCode.findUniqueOrThrow({ where: { id } });
  const after =
    paused === (before.pausedAt !== null)
      ? before
      : await tx.discountCode.update({ where: { id }, data: { pausedAt: paused ? now : null } });
  return { before, after };
}

export interface DiscountCodeRow extends DiscountCode {
  /** Paid payments that used it. */
  paidUses: number;
  /** Unpaid payments holding a use now. */
  heldUses: number;
  /** What those paid payments brought, after their refunds, in fils (VAT included). */
  revenueFils: number;
  /** What it took off those paid payments, in fils. */
  discountGivenFils: number;
}

/** Every code, newest first, with what it has done. */
export async function discountCodeBook(now = new Date()): Promise<DiscountCodeRow[]> {
  const codes = await db.discountCode.findMany({ orderBy: { createdAt: "desc" }, take: 500 });
  if (codes.length === 0) return [];
  const heldSince = new Date(now.getTime() - CODE_HOLD_MS);
  const stats = await db.$queryRaw<{ id: string; paid: number; held: number; revenue: number; given: number }[]>`
    SELECT "discount_code_id"::text AS "id",
           count(*) FILTER (WHERE "status" = 'COMPLETED')::int AS "paid",
           count(*) FILTER (WHERE "status" = 'PENDING' AND "created_at" > ${heldSince})::int AS "held",
           COALESCE(SUM("amount_fils" - "refunded_fils") FILTER (WHERE "status" = 'COMPLETED'), 0)::int AS "revenue",
           COALESCE(SUM("code_discount_fils") FILTER (WHERE "status" = 'COMPLETED'), 0)::int AS "given"
    FROM "payments" WHERE "discount_code_id" IS NOT NULL
    GROUP BY "discount_code_id"`;
  const byId = new Map(stats.map((s) => [s.id, s]));
  return codes.map((c) => {
    const s = byId.get(c.id);
    return {
      ...c,
      paidUses: s?.paid ?? 0,
      heldUses: s?.held ?? 0,
      revenueFils: s?.revenue ?? 0,
      discountGivenFils: s?.given ?? 0,
    };
  });
}
