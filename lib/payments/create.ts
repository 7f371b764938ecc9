import "server-only";

import { randomBytes } from "node:crypto";

import { z } from "zod";

import { assertNotBlocked } from "@/lib/blocks";
import { db, Prisma, transaction } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import {
  canonicalTikTokLink,
  CURRENCY,
  filsToAed,
  formatAed,
  formatCount,
  isServiceType,
  isValidQuantity,
  orderTitle,
  parseQuantity,
  priceFor,
  promotionFor,
  tiktokLinkError,
  toDbService,
  type ServiceType,
} from "@/lib/pricing";
import { PLACEHOLDER_EMAIL } from "@/lib/mail";
import { currentPriceList, DISCOUNT_CODE_MESSAGES, promotionsInForce, takeDiscountCode } from "@/lib/price-list";
import { enforce } from "@/lib/rate-limit";
import { settleVideoLink } from "@/lib/tiktok-videos";
import type { Attribution } from "@/lib/tracking/contract";

import type { CreatePaymentResponse } from "./api-types";
import {
  EMAIL_INVALID_MESSAGE,
  LIKES_QUANTITY_MESSAGE,
  NAME_AND_EMAIL_REQUIRED_MESSAGE,
  PAYMENT_LINK_REQUIRED_MESSAGE,
  PAYMENT_RATE_LIMIT_MESSAGE,
  QUANTITY_UNKNOWN_MESSAGE,
  REQUEST_ERROR_TITLE,
  SIMULATION_ONLY_MESSAGE,
  VIEWS_QUANTITY_MESSAGE,
} from "./messages";
import { configuredProvider, providerFor } from "@/lib/payment-providers";
import { remindable } from "./reminders";

/** docs/product-rules.md#payment-creation: customerName defaults to the Arabic word for guest. */
export const DEFAULT_CUSTOMER_NAME = "ضيف";
/** docs/product-rules.md#payment-creation: customerEmail defaults to a placeholder (only when the field is absent). */
export { PLACEHOLDER_EMAIL };

/** Per client IP: generous for a customer retrying, tight for a script creating intents at Ziina. */
export const CREATE_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

const BAD_BODY = "خطأ في الطلب: البيانات المرسلة غير صالحة";
const optionalText = (max: number, message: string) => z.string({ error: message }).max(max, message).nullish();

/**
 * The body of POST /api/ziina/create (CreatePaymentRequest). Loose on
 * purpose: every rule with a customer message is checked below, so each bad
 * input gets its documented text (docs/product-rules.md#payment-creation), never a schema's English. `amount` is read
 * and ignored (the server prices).
 */
export const createPaymentSchema = z.object(
  {
    amount: z.unknown().optional(),
    description: optionalText(500, "وصف الطلب طويل جداً"),
    customerName: optionalText(200, "الاسم طويل جداً"),
    customerEmail: optionalText(320, EMAIL_INVALID_MESSAGE),
    tiktokUrl: optionalText(2048, PAYMENT_LINK_REQUIRED_MESSAGE),
    serviceType: z.string({ error: QUANTITY_UNKNOWN_MESSAGE }).max(32, QUANTITY_UNKNOWN_MESSAGE).nullish(),
    serviceQuantity: z.union([z.number(), z.string().max(32)], { error: QUANTITY_UNKNOWN_MESSAGE }).nullish(),
    simulate: z.boolean({ error: BAD_BODY }).optional(),
    /** A discount code (docs/product-rules.md#discount-codes); absent or empty: none. */
    discountCode: optionalText(64, DISCOUNT_CODE_MESSAGES.format),
    reminderConsent: z.boolean({ error: BAD_BODY }).optional(), // a guest's, with an address (docs/checkout-reminders.md)
  },
  { error: BAD_BODY },
);
export type CreatePaymentBody = z.output<typeof createPaymentSchema>;

const bad = (message: string, details: Record<string, unknown> = {}) =>
  new AppError("BAD_REQUEST", message, { details });

/** The owner narrowed a service's quantities in the price list: the same sentence as the store's limits, with theirs. */
function quantityRangeMessage(service: "views" | "likes", min: number, max: number): string {
  const noun = service === "views" ? "المشاهدات" : "الإعجابات";
  return `عدد ${noun} يجب أن يكون بين ${formatCount(min)} و${formatCount(max)}`;
}

/**
 * docs/product-rules.md#payment-creation: 'طلب N مشاهدة' (views) or 'طلب N إعجاب' (likes) in the description.
 * Only for clients that send no serviceType (the documented payment button, old
 * clients): the store's own forms send the service and quantity as data.
 */
export function serviceFromDescription(description: string): { service: ServiceType; quantity: number } | null {
  const match = /طلب\s+([\d\u0660-\u0669\u06F0-\u06F9,٬.]+)\s*(مشاهدة|مشاهدات|إعجاب|اعجاب|إعجابات)/u.exec(description);
  if (!match) return null;
  const quantity = parseQuantity(match[1]!);
  if (quantity === null || quantity <= 0) return null;
  return { service: match[2]!.startsWith("مشاهد") ? "views" : "likes", quantity };
}

/** docs/product-rules.md#payment-creation: when no link is passed it is taken from the end of the description. */
export function linkFromDescription(description: string): string | null {
  const last = description.trim().split(/\s+/).pop() ?? "";
  return /tiktok\.com/i.test(last) || /^https?:\/\//i.test(last) ? last : null;
}

export interface CheckoutInput {
  service: ServiceType;
  quantity: number;
  link: string;
  customerName: string;
  customerEmail: string;
}

/** Every rule of docs/product-rules.md#payment-creation, with its message (a 400 each). */
export function checkoutInput(body: CreatePaymentBody): CheckoutInput {
  const description = (body.description ?? "").trim();

  let service: ServiceType;
  let quantity: number;
  if (body.serviceType !== undefined && body.serviceType !== null && body.serviceType !== "") {
    if (!isServiceType(body.serviceType)) throw bad(QUANTITY_UNKNOWN_MESSAGE);
    service = body.serviceType;
    // Text is a whole number or refused: "5,000.9" and "-5000" are not guessed at
    // (a number that is not a whole one within the limits gets the limits' message).
    const raw = body.serviceQuantity;
    quantity = typeof raw === "number" ? raw : (parseQuantity(raw) ?? NaN);
    if (service !== "explorer" && !Number.isFinite(quantity)) throw bad(QUANTITY_UNKNOWN_MESSAGE);
  } else {
    // The documented fallback for a client that sends the order only as text.
    const parsed = serviceFromDescription(description);
    if (!parsed) throw bad(QUANTITY_UNKNOWN_MESSAGE);
    ({ service, quantity } = parsed);
  }
  if (service === "views" && !isValidQuantity(quantity, "views")) throw bad(VIEWS_QUANTITY_MESSAGE);
  if (service === "likes" && !isValidQuantity(quantity, "likes")) throw bad(LIKES_QUANTITY_MESSAGE);

  const link = (body.tiktokUrl ?? "").trim() || linkFromDescription(description) || "";
  if (link === "") throw bad(PAYMENT_LINK_REQUIRED_MESSAGE, { title: REQUEST_ERROR_TITLE });
  const linkError = tiktokLinkError(link);
  if (linkError) throw bad(linkError, { title: REQUEST_ERROR_TITLE });

  // Absent fields take the documented defaults; a field sent empty is the payment form's missing input.
  const name =
    body.customerName === undefined || body.customerName === null ? DEFAULT_CUSTOMER_NAME : body.customerName.trim();
  const email =
    body.customerEmail === undefined || body.customerEmail === null ? PLACEHOLDER_EMAIL : body.customerEmail.trim();
  if (name === "" || email === "") throw bad(NAME_AND_EMAIL_REQUIRED_MESSAGE);
  if (!z.email().safeParse(email).success) throw bad(EMAIL_INVALID_MESSAGE);

  return {
    service,
    quantity: service === "explorer" ? 0 : quantity,
    link: canonicalTikTokLink(link)!,
    customerName: name,
    customerEmail: email,
  };
}

/**
 * docs/product-rules.md#returning-customers: a signed-in user with at least one completed
 * (delivered) paid order gets 5% off.
 */
export async function isReturningCustomer(userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const order = await db.order.findFirst({
    where: { userId, source: "PAID", status: "COMPLETED", payment: { status: "COMPLETED" } },
    select: { id: true },
  });
  return order !== null;
}

/** 144 random bits, URL-safe: the guest's only key to the order. */
export function newPaymentId(): string {
  return `pay_${randomBytes(18).toString("base64url")}`;
}

/**
 * POST /api/ziina/create: checks the request, prices it on the server, stores the payment, then (outside
 * any transaction) asks the provider for an intent whose return URLs carry our payment id, and stores its
 * id. The description the payer sees at the provider is composed here from what is charged, never the
 * client's text.
 */
export async function createPayment(
  body: CreatePaymentBody,
  caller: {
    userId: string | null;
    client: string;
    deviceId?: string | null;
    /** The ad landings that brought this visitor (the attribution cookie, checked), or null. */
    attribution?: Attribution | null;
    resumedFrom?: string; // the unpaid payment a reminder's link starts again (./resume.ts)
  },
): Promise<CreatePaymentResponse> {
  const input = checkoutInput(body);
  // The payment page's simulation tab: refused before anything is stored when payments are real.
  if (body.simulate && configuredProvider() !== "SIMULATED") throw new AppError("CONFLICT", SIMULATION_ONLY_MESSAGE);
  await enforce({ key: `payment-create:ip:${caller.client}`, ...CREATE_LIMIT }, PAYMENT_RATE_LIMIT_MESSAGE);
  // The canonical video link (a short link resolved with TikTok, or kept when TikTok cannot be reached).
  const { link, videoId } = await settleVideoLink(input.link);
  // The price list in force now (the owner's, or the default): the payment keeps the amount it is created with.
  const { prices } = await currentPriceList();
  if (input.service !== "explorer") {
    const { min, max } = prices[input.service];
    if (input.quantity < min || input.quantity > max)
      throw bad(quantityRangeMessage(input.service, min, max), { min, max });
  }
  const returningCustomer = await isReturningCustomer(caller.userId);
  // The promotion in force now for this service, if any (docs/product-rules.md#promotions).
  const promotion = promotionFor(await promotionsInForce(), input.service);
  const quote = priceFor({ service: input.service, quantity: input.quantity, returningCustomer, promotion }, prices);
  const code = body.discountCode?.trim() || null;
  const id = newPaymentId();
  const provider = configuredProvider();
  // The free quantity of an EXTRA promotion is named in what the payer reads and on the invoice.
  const description = quote.bonusQuantity
    ? `${orderTitle(input.service, quote.quantity)} + ${formatCount(quote.bonusQuantity)} مجاناً (${promotion!.title})`
    : orderTitle(input.service, quote.quantity);
  // A blocked account, video or link is refused in the transaction that stores the payment
  // (docs/operations.md#blocks); a discount code is judged and its use written there too, under
  // the code's row lock, so its limits hold however many checkouts race for it.
  const charged = await transaction(async (tx) => {
    await assertNotBlocked(tx, { userId: caller.userId, link, videoId });
    const use = code
      ? await takeDiscountCode(tx, code, {
          service: input.service,
          // A code takes off the promotion's price: the two are never taken off the same list price twice.
          listFils: quote.promotedFils,
          returning: returningCustomer,
          customer: {
            userId: caller.userId,
            email: input.customerEmail === PLACEHOLDER_EMAIL ? null : input.customerEmail.toLowerCase(),
            deviceId: caller.deviceId ?? null,
          },
        })
      : null;
    const amountFils = use ? use.price.amountFils : quote.amountFils;
    await tx.payment.create({
      data: {
        id,
        provider,
        status: "PENDING",
        serviceType: toDbService(input.service),
        quantity: quote.quantity,
        listAmountFils: quote.listFils,
        amountFils,
        discountCodeId: use?.codeId ?? null,
        codeDiscountFils: use?.price.codeDiscountFils ?? 0,
        promotionId:
          promotion && (quote.promotedFils < quote.listFils || quote.bonusQuantity > 0) ? promotion.id : null,
        promotionDiscountFils: quote.listFils - quote.promotedFils,
        bonusQuantity: quote.bonusQuantity,
        deviceId: caller.deviceId ?? null,
        attribution: caller.attribution ? (caller.attribution as unknown as Prisma.InputJsonObject) : Prisma.DbNull,
        reminderConsent: remindable(body.reminderConsent, input.customerEmail, caller),
        resumedFromId: caller.resumedFrom ?? null,
        currency: CURRENCY,
        description,
        tiktokUrl: link,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        userId: caller.userId,
      },
    });
    return { amountFils, use };
  });
  // The payer reads at the provider what is paid for and, with a code, what it saved (the invoice has its own line).
  const message = charged.use
    ? `${description}، رمز الخصم ${charged.use.code}: وفّرت ${formatAed(quote.listFils - charged.amountFils)}`
    : description;

  const appUrl = env().APP_URL.replace(/\/+$/, "");
  const q = `?id=${encodeURIComponent(id)}`;
  let intent;
  try {
    intent = await providerFor(provider).createIntent({
      paymentId: id,
      amountFils: charged.amountFils,
      currency: CURRENCY,
      message,
      successUrl: `${appUrl}/payment-success-ziina${q}`,
      cancelUrl: `${appUrl}/payment-cancel${q}`,
      failureUrl: `${appUrl}/payment-error${q}`,
    });
  } catch (error) {
    // No intent exists: this payment can never be paid.
    await db.payment.update({ where: { id }, data: { status: "FAILED", providerStatus: "create_failed" } });
    throw error;
  }
  await db.payment.update({
    where: { id },
    data: { providerPaymentId: intent.id, redirectUrl: intent.redirectUrl, providerStatus: intent.status.slice(0, 64) },
  });
  return { id, redirectUrl: intent.redirectUrl!, amount: filsToAed(charged.amountFils), currency: "AED" };
}
