import "server-only";

import { db, Prisma, type DiscountCode, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { ServiceType } from "@/lib/pricing";

import { DISCOUNT_CODE_MESSAGES as M, normaliseDiscountCode, priceWithCode, type PriceWithCode } from "./code-rules";

// Discount codes the owner sets (docs/product-rules.md#discount-codes). A code's
// uses are the payments that name it: paid ones, and unpaid ones created within
// CODE_HOLD_MS that have not ended. They are counted, and a new use is written,
// under the code row's lock in the transaction that creates the payment, so a
// code limited to 10 uses is used 10 times however many checkouts race for it.

/** How long an unpaid payment holds its use of a code: long enough to pay, short enough that an abandoned checkout gives it back. */
export const CODE_HOLD_MS = 30 * 60_000;

export interface CodeUse {
  codeId: string;
  code: string;
  price: PriceWithCode;
  endsAt: Date | null;
}

/** Who is using a code: the limits per customer and "first order only" look at each of these. */
export interface CodeCustomer {
  userId: string | null;
  /** The receipt e-mail, or null (a guest who gave none). */
  email: string | null;
  /** The checkout device (lib/payments/checkout-device), or null when unknown. */
  deviceId?: string | null;
}

/** A refusal on the code's field: the form shows it there (details.field). */
function refuse(message: string): AppError {
  return new AppError("UNPROCESSABLE", message, { details: { field: "discountCode" } });
}

function storeDate(instant: Date): string {
  return new Intl.DateTimeFormat("ar-u-nu-latn", {
    timeZone: env().STORE_TIME_ZONE,
    dateStyle: "medium",
  }).format(instant);
}

/** The payments of this customer: the same account, the same receipt e-mail, or the same checkout device. */
function ofCustomer(customer: CodeCustomer): Prisma.Sql {
  return Prisma.sql`(${customer.userId ? Prisma.sql`"user_id" = ${customer.userId}::uuid OR` : Prisma.empty}
                     ${customer.deviceId ? Prisma.sql`"device_id" = ${customer.deviceId} OR` : Prisma.empty}
                     lower("customer_email") = ${customer.email ?? ""})`;
}

interface Usage {
  uses: number;
  givenFils: number;
}

/** The code's uses (and discount given) that count now: paid, or unpaid within the hold. */
async function usage(client: Tx | typeof db, codeId: string, now: Date, customer?: CodeCustomer): Promise<Usage> {
  const heldSince = new Date(now.getTime() - CODE_HOLD_MS);
  const who = customer ? Prisma.sql`AND ${ofCustomer(customer)}` : Prisma.empty;
  const [row] = await client.$queryRaw<{ uses: number; given: number }[]>`
    SELECT count(*)::int AS "uses", COALESCE(SUM("code_discount_fils"), 0)::int AS "given"
    FROM "payments"
    WHERE "discount_code_id" = ${codeId}::uuid
      AND ("status" = 'COMPLETED' OR ("status" = 'PENDING' AND "created_at" > ${heldSince}))
      ${who}`;
  return { uses: row?.uses ?? 0, givenFils: row?.given ?? 0 };
}

/** Whether this customer (account, e-mail or device) has a paid order already. */
async function hasPaidBefore(client: Tx | typeof db, customer: CodeCustomer): Promise<boolean> {
  if (!customer.userId && !customer.email && !customer.deviceId) return false;
  const [row] = await client.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "payments" WHERE "status" = 'COMPLETED' AND ${ofCustomer(customer)}) AS "found"`;
  return row?.found ?? false;
}

/**
 * Every rule of a code for one price, or the refusal's message: paused, its
 * dates, its services, the minimum order, its uses and budget in all, per
 * customer and "first order only", and whether the returning customer's own
 * discount is worth more.
 */
async function judge(
  client: Tx | typeof db,
  code: DiscountCode,
  input: { service: ServiceType; listFils: number; returning: boolean; customer: CodeCustomer; now: Date },
): Promise<CodeUse> {
  const { now } = input;
  if (code.pausedAt) throw refuse(M.paused);
  if (code.startsAt && now < code.startsAt) throw refuse(M.notStarted(storeDate(code.startsAt)));
  if (code.endsAt && now >= code.endsAt) throw refuse(M.ended);
  const services = Array.isArray(code.services) ? code.services : [];
  if (services.length > 0 && !services.includes(input.service)) throw refuse(M.service);
  if (code.minOrderFils !== null && input.listFils < code.minOrderFils) throw refuse(M.minOrder(code.minOrderFils));
  const price = priceWithCode(input.listFils, input.returning, code);
  if (!price) throw refuse(M.returningBetter);
  const all = await usage(client, code.id, now);
  if (code.maxUses !== null && all.uses >= code.maxUses) throw refuse(M.usedUp);
  if (code.budgetFils !== null && all.givenFils + price.codeDiscountFils > code.budgetFils) throw refuse(M.budget);
  if (code.perCustomer !== null && (input.customer.userId || input.customer.email || input.customer.deviceId)) {
    const mine = await usage(client, code.id, now, input.customer);
    if (mine.uses >= code.perCustomer) throw refuse(M.perCustomer);
  }
  if (code.firstOrderOnly && (await hasPaidBefore(client, input.customer))) throw refuse(M.firstOrder);
  return { codeId: code.id, code: code.code, price, endsAt: code.endsAt };
}

function normalised(raw: string): string {
  const code = normaliseDiscountCode(raw);
  if (!code) throw refuse(M.format);
  return code;
}

/**
 * A code for a payment being created, in its transaction: the code row is
 * locked (FOR UPDATE) until the payment row that uses it commits, so
 * concurrent checkouts with one code are judged one after another, each
 * seeing the uses before it. The caller stores `codeId` and the price on the
 * payment in the same transaction.
 */
export async function takeDiscountCode(
  tx: Tx,
  raw: string,
  input: { service: ServiceType; listFils: number; returning: boolean; customer: CodeCustomer; now?: Date },
): Promise<CodeUse> {
  const codeText = normalised(raw);
  const [code] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "discount_codes" WHERE "code" = ${codeText} FOR UPDATE`;
  if (!code) throw refuse(M.unknown);
  const row = await tx.discountCode.findUniqueOrThrow({ where: { id: code.id } });
  return judge(tx, row, { ...input, now: input.now ?? new Date() });
}

/**
 * A code checked for the buy form (no lock, nothing written): what it would
 * take off this price now. The payment's creation judges it again.
 */
export async function previewDiscountCode(
  raw: string,
  input: { service: ServiceType; listFils: number; returning: boolean; customer: CodeCustomer; now?: Date },
): Promise<CodeUse> {
  const code = await db.discountCode.findUnique({ where: { code: normalised(raw) } });
  if (!code) throw refuse(M.unknown);
  return judge(db, code, { ...input, now: input.now ?? new Date() });
}
