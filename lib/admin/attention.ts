import "server-only";

// Over 300 lines: the attention list's twelve sections, each a count and a
// page of typed items, in one place so a section is added in one file. The
// repeated section shape is known (issue 44) and left for the console's split.

import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { DELAYED_REFUND_WHERE, getControl, OPEN_STATUSES, reviewDeadline, serviceInfo } from "@/lib/fulfilment";
import { UNANSWERED_AFTER_HOURS, unansweredThreads } from "@/lib/conversations";
import { panelsInUse, type PanelName } from "@/lib/smm-panel";

import { givenEmail } from "./customer-email";
import { servicesBelowCost, type PriceBelowCost } from "./costs";

/**
 * What needs an operator, complete: every section counts all its entries and
 * pages through them (no silent cap). One function with typed items, for the
 * console and for anything that reports them elsewhere (a digest).
 * docs/operations.md#needs-attention says what each means and what to do.
 */
export const ATTENTION_KINDS = [
  "paused",
  "held-order",
  "low-balance",
  "review",
  "dead-job",
  "late-start",
  "flagged-payment",
  "failed-refund",
  "below-cost",
  "failover",
  "missing-charge",
  "unanswered",
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const ATTENTION_TITLES: Record<AttentionKind, string> = {
  paused: "الإرسال إلى لوحة التنفيذ متوقف",
  "held-order": "طلبات يحجزها التوقف",
  "low-balance": "رصيد لوحة التنفيذ منخفض",
  review: "عناصر بانتظار المراجعة",
  "dead-job": "مهام متوقفة",
  "late-start": "طلبات لم تبدأ في الوقت الموعود",
  "flagged-payment": "مدفوعات مُعلَّمة",
  "failed-refund": "استردادات لم تتم",
  "below-cost": "خدمات سعرها أقل من تكلفتها",
  failover: "عناصر أُرسلت إلى اللوحة الثانية",
  "missing-charge": "عناصر لم تُبلغ اللوحة بتكلفتها",
  unanswered: "محادثات بلا رد",
};

interface Customer {
  username: string | null;
  email: string | null;
}

export type AttentionItem =
  | {
      kind: "unanswered";
      conversationId: string;
      orderId: string | null;
      /** The contact page's address, or the account's username. */
      who: string | null;
      waitingSince: Date;
    }
  | { kind: "paused"; since: Date; reason: string; neededBalance: string | null; balance: string | null }
  | {
      kind: "held-order";
      orderId: string;
      itemId: string;
      itemKind: string;
      quantity: number;
      link: string;
      priceFils: number;
      paid: boolean;
      orderedAt: Date;
      /** The item the panel refused for funds: bigger than the balance. */
      refusedForFunds: boolean;
      customer: Customer;
    }
  | { kind: "low-balance"; balance: string; currency: string | null; threshold: number; checkedAt: Date | null }
  | {
      kind: "review";
      orderId: string;
      itemId: string;
      itemKind: string;
      quantity: number;
      link: string;
      priceFils: number;
      paid: boolean;
      attemptId: string | null;
      attemptedAt: Date | null;
      lastError: string | null;
      customer: Customer;
      /** How the look-ups at the panel went (docs/fulfilment.md#outcome-unknown), and when. */
      resolution: string | null;
      checks: number;
      checkedAt: Date | null;
      /** When the customer was told they would hear back (the start promise); past it, overdue. */
      deadline: Date;
      overdue: boolean;
      /** The panel the unclear attempt went to, and why there when it was the second. */
      panel: string;
      failoverReason: string | null;
    }
  | ({ kind: "below-cost"; panel: PanelName } & PriceBelowCost)
  | {
      kind: "failover";
      orderId: string;
      itemId: string;
      itemKind: string;
      quantity: number;
      status: string;
      submission: string;
      /** What the first panel answered. */
      reason: string;
      attemptedAt: Date | null;
    }
  | {
      kind: "missing-charge";
      orderId: string;
      itemId: string;
      itemKind: string;
      quantity: number;
      panel: string;
      externalOrderId: string;
      submittedAt: Date | null;
    }
  | {
      kind: "dead-job";
      jobId: string;
      type: string;
      attempts: number;
      lastError: string | null;
      finishedAt: Date | null;
      payload: string;
      orderId: string | null;
    }
  | {
      kind: "late-start";
      orderId: string;
      itemId: string;
      itemKind: string;
      quantity: number;
      submission: string;
      orderedAt: Date;
      flaggedAt: Date;
    }
  | {
      kind: "flagged-payment";
      paymentId: string;
      amountFils: number;
      providerStatus: string | null;
      reason: string;
      createdAt: Date;
      customer: Customer;
    }
  | {
      kind: "failed-refund";
      refundId: string;
      orderId: string;
      paymentId: string;
      amountFils: number;
      status: string;
      /** Refusals so far: above zero on a refund waiting for its retry. */
      failures: number;
      reason: string;
      lastError: string | null;
      createdAt: Date;
    };

export type AttentionItemOf<K extends AttentionKind> = Extract<AttentionItem, { kind: K }>;

export interface AttentionSectionOf<K extends AttentionKind> {
  kind: K;
  title: string;
  /** Every entry, not only this page's. */
  count: number;
  page: number;
  pageCount: number;
  items: AttentionItemOf<K>[];
}

/** A section of any kind: `kind` tells which items it holds. */
export type AttentionSection = { [K in AttentionKind]: AttentionSectionOf<K> }[AttentionKind];

export const ATTENTION_PAGE_SIZE = 25;
/**
 * An item sent to a panel that has not said what it charged an hour later is
 * listed (its order's cost is shown unknown from the start): the status sync
 * records the charge within minutes when the panel reports one.
 */
export const MISSING_CHARGE_AFTER_MS = 60 * 60_000;
/** A refund still not settled a day after it was recorded is listed with the failed ones. */
const STUCK_REFUND_MS = 24 * 60 * 60_000;

export interface AttentionOptions {
  /** The page (from 1) of each section; the first when not named. */
  pages?: Partial<Record<AttentionKind, number>>;
  pageSize?: number;
  now?: Date;
  /** Counts only, no entries (the console's navigation shows the total on every page). */
  countsOnly?: boolean;
}

export interface Attention {
  total: number;
  sections: AttentionSection[];
}

/** Every section, with its true count and the requested page of its entries; empty sections included. */
export async function getAttention(options: AttentionOptions = {}): Promise<Attention> {
  const size = Math.max(1, Math.min(200, options.pageSize ?? ATTENTION_PAGE_SIZE));
  const now = options.now ?? new Date();
  const pageOf = (kind: AttentionKind) => Math.max(1, Math.floor(options.pages?.[kind] ?? 1));
  const control = await getControl();

  async function section<K extends AttentionKind>(
    kind: K,
    count: number,
    load: (w: { skip: number; take: number }) => Promise<AttentionItemOf<K>[]>,
  ): Promise<AttentionSectionOf<K>> {
    const pageCount = Math.max(1, Math.ceil(count / size));
    const page = Math.min(pageOf(kind), pageCount);
    const items = count === 0 || options.countsOnly ? [] : await load({ skip: (page - 1) * size, take: size });
    return { kind, title: ATTENTION_TITLES[kind], count, page, pageCount, items };
  }

  const paused: AttentionItemOf<"paused">[] = control.paused
    ? [
        {
          kind: "paused",
          since: control.pausedAt!,
          reason: control.pauseReason ?? "",
          neededBalance: control.neededBalance,
          balance: control.balance,
        },
      ]
    : [];
  const threshold = env().PANEL_LOW_BALANCE;
  const low: AttentionItemOf<"low-balance">[] =
    control.balance !== null && Number(control.balance) < threshold
      ? [
          {
            kind: "low-balance",
            balance: control.balance,
            currency: control.currency,
            threshold,
            checkedAt: control.balanceCheckedAt,
          },
        ]
      : [];

  const heldWhere: Prisma.OrderItemWhereInput = { status: "PENDING", submission: "NOT_SUBMITTED" };
  const reviewWhere: Prisma.OrderItemWhereInput = { submission: "NEEDS_REVIEW", status: { in: OPEN_STATUSES } };
  const lateWhere: Prisma.OrderItemWhereInput = { lateFlaggedAt: { not: null }, status: "PENDING" };
  const flaggedWhere: Prisma.PaymentWhereInput = { flaggedReason: { not: null }, status: { not: "COMPLETED" } };
  const refundWhere: Prisma.RefundWhereInput = {
    OR: [
      // Refused by the provider: FAILED (until replaced), or waiting for a retry from the first refusal.
      ...DELAYED_REFUND_WHERE.OR,
      // Not settled (a refund's own statuses): pending or processing at the provider.
      { status: { notIn: ["COMPLETED", "FAILED"] }, createdAt: { lte: new Date(now.getTime() - STUCK_REFUND_MS) } },
    ],
  };
  const itemOrder = {
    select: {
      link: true,
      source: true,
      createdAt: true,
      serviceType: true,
      quantity: true,
      user: { select: { username: true } },
      payment: { select: { customerEmail: true } },
    },
  } as const;
  const customerOf = (o: { user: { username: string } | null; payment: { customerEmail: string } | null }) => ({
    username: o.user?.username ?? null,
    email: givenEmail(o.payment?.customerEmail),
  });

  // A price at its smallest quantity below what the panel charges for it, at each panel's rates.
  const belowCost: AttentionItemOf<"below-cost">[] = [];
  for (const panel of panelsInUse()) {
    const currency = (panel === "primary" ? control.currency : control.secondary.currency) ?? "USD";
    const found = await servicesBelowCost(async (kind) => (await serviceInfo(kind, panel)).rate, currency);
    belowCost.push(...found.map((f) => ({ kind: "below-cost" as const, panel, ...f })));
  }
  const failoverWhere: Prisma.OrderItemWhereInput = { failoverReason: { not: null }, status: { in: OPEN_STATUSES } };
  const unchargedWhere: Prisma.OrderItemWhereInput = {
    externalOrderId: { not: null },
    submittedAt: { lte: new Date(now.getTime() - MISSING_CHARGE_AFTER_MS) },
    charges: { none: {} },
  };

  const [heldCount, reviewCount, deadCount, lateCount, flaggedCount, refundCount, failoverCount, unchargedCount] =
    await Promise.all([
      control.paused ? db.orderItem.count({ where: heldWhere }) : Promise.resolve(0),
      db.orderItem.count({ where: reviewWhere }),
      db.job.count({ where: { status: "DEAD" } }),
      db.orderItem.count({ where: lateWhere }),
      db.payment.count({ where: flaggedWhere }),
      db.refund.count({ where: refundWhere }),
      db.orderItem.count({ where: failoverWhere }),
      db.orderItem.count({ where: unchargedWhere }),
    ]);

  const sections: AttentionSection[] = [
    await section("paused", paused.length, async () => paused),
    await section("held-order", heldCount, async (w) => {
      // The refused item first, then the others by age.
      const heldId = control.heldItemId;
      const first = heldId ? await db.orderItem.count({ where: { ...heldWhere, id: heldId } }) : 0;
      const rows = await db.orderItem.findMany({
        where: heldId ? { ...heldWhere, NOT: { id: heldId } } : heldWhere,
        include: { order: itemOrder },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        skip: first && w.skip > 0 ? w.skip - 1 : w.skip,
        take: first && w.skip === 0 ? w.take - 1 : w.take,
      });
      const lead =
        first && w.skip === 0
          ? [await db.orderItem.findUniqueOrThrow({ where: { id: heldId! }, include: { order: itemOrder } })]
          : [];
      return [...lead, ...rows].map((i) => ({
        kind: "held-order" as const,
        orderId: i.orderId,
        itemId: i.id,
        itemKind: i.kind,
        quantity: i.quantity,
        link: i.order.link,
        priceFils: i.priceFils,
        paid: i.order.source === "PAID",
        orderedAt: i.order.createdAt,
        refusedForFunds: i.id === heldId,
        customer: customerOf(i.order),
      }));
    }),
    await section("low-balance", low.length, async () => low),
    await section("review", reviewCount, async (w) =>
      (
        await db.orderItem.findMany({
          where: reviewWhere,
          include: { order: itemOrder },
          orderBy: [{ attemptedAt: "asc" }, { id: "asc" }],
          ...w,
        })
      ).map((i) => ({
        kind: "review" as const,
        orderId: i.orderId,
        itemId: i.id,
        itemKind: i.kind,
        quantity: i.quantity,
        link: i.order.link,
        priceFils: i.priceFils,
        paid: i.order.source === "PAID",
        attemptId: i.attemptId,
        attemptedAt: i.attemptedAt,
        lastError: i.lastError,
        customer: customerOf(i.order),
        resolution: i.reviewResolution,
        checks: i.reviewChecks,
        checkedAt: i.reviewCheckedAt,
        deadline: reviewDeadline(i.order),
        overdue: reviewDeadline(i.order).getTime() <= now.getTime(),
        panel: i.panel,
        failoverReason: i.failoverReason,
      })),
    ),
    await section("dead-job", deadCount, async (w) => {
      const jobs = await db.job.findMany({
        where: { status: "DEAD" },
        orderBy: [{ finishedAt: "asc" }, { id: "asc" }],
        ...w,
      });
      const orders = await ordersOfJobs(jobs.map((j) => j.payload));
      return jobs.map((j, n) => ({
        kind: "dead-job" as const,
        jobId: String(j.id),
        type: j.type,
        attempts: j.attempts,
        lastError: j.lastError,
        finishedAt: j.finishedAt,
        payload: JSON.stringify(j.payload),
        orderId: orders[n] ?? null,
      }));
    }),
    await section("late-start", lateCount, async (w) =>
      (
        await db.orderItem.findMany({
          where: lateWhere,
          include: { order: { select: { createdAt: true } } },
          orderBy: [{ lateFlaggedAt: "asc" }, { id: "asc" }],
          ...w,
        })
      ).map((i) => ({
        kind: "late-start" as const,
        orderId: i.orderId,
        itemId: i.id,
        itemKind: i.kind,
        quantity: i.quantity,
        submission: i.submission,
        orderedAt: i.order.createdAt,
        flaggedAt: i.lateFlaggedAt!,
      })),
    ),
    await section("flagged-payment", flaggedCount, async (w) =>
      (
        await db.payment.findMany({
          where: flaggedWhere,
          include: { user: { select: { username: true } } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          ...w,
        })
      ).map((p) => ({
        kind: "flagged-payment" as const,
        paymentId: p.id,
        amountFils: p.amountFils,
        providerStatus: p.providerStatus,
        reason: p.flaggedReason!,
        createdAt: p.createdAt,
        customer: { username: p.user?.username ?? null, email: p.customerEmail },
      })),
    ),
    await section("failed-refund", refundCount, async (w) =>
      (await db.refund.findMany({ where: refundWhere, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...w })).map(
        (r) => ({
          kind: "failed-refund" as const,
          refundId: r.id,
          orderId: r.orderId,
          paymentId: r.paymentId,
          amountFils: r.amountFils,
          status: r.status,
          failures: r.failures,
          reason: r.reason,
          lastError: r.lastError,
          createdAt: r.createdAt,
        }),
      ),
    ),
    await section("below-cost", belowCost.length, async () => belowCost),
    await section("failover", failoverCount, async (w) =>
      (
        await db.orderItem.findMany({
          where: failoverWhere,
          orderBy: [{ attemptedAt: "asc" }, { id: "asc" }],
          ...w,
        })
      ).map((i) => ({
        kind: "failover" as const,
        orderId: i.orderId,
        itemId: i.id,
        itemKind: i.kind,
        quantity: i.quantity,
        status: i.status,
        submission: i.submission,
        reason: i.failoverReason!,
        attemptedAt: i.attemptedAt,
      })),
    ),
    await section("missing-charge", unchargedCount, async (w) =>
      (
        await db.orderItem.findMany({
          where: unchargedWhere,
          orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
          ...w,
        })
      ).map((i) => ({
        kind: "missing-charge" as const,
        orderId: i.orderId,
        itemId: i.id,
        itemKind: i.kind,
        quantity: i.quantity,
        panel: i.panel,
        externalOrderId: i.externalOrderId!,
        submittedAt: i.submittedAt,
      })),
    ),
  ];
  // Threads whose customer has waited longer than the promise (lib/conversations).
  const unanswered = await unansweredThreads(new Date(now.getTime() - UNANSWERED_AFTER_HOURS * 60 * 60_000), {
    skip: (pageOf("unanswered") - 1) * size,
    take: size,
  });
  sections.push(
    await section("unanswered", unanswered.count, async () =>
      unanswered.rows.map((c) => ({
        kind: "unanswered" as const,
        conversationId: c.id,
        orderId: c.orderId,
        who: c.email ?? c.user?.username ?? null,
        waitingSince: c.waitingSince!,
      })),
    ),
  );
  return { total: sections.reduce((n, s) => n + s.count, 0), sections };
}

/** The order a job works for, where its payload names an item or a refund. */
async function ordersOfJobs(payloads: Prisma.JsonValue[]): Promise<(string | null)[]> {
  const field = (p: Prisma.JsonValue, name: string) =>
    p && typeof p === "object" && !Array.isArray(p) && typeof p[name] === "string" ? (p[name] as string) : null;
  const uuid = /^[0-9a-f-]{36}$/i;
  const itemIds = payloads.map((p) => field(p, "itemId")).filter((v): v is string => !!v && uuid.test(v));
  const refundIds = payloads.map((p) => field(p, "refundId")).filter((v): v is string => !!v && uuid.test(v));
  const refillIds = payloads.map((p) => field(p, "refillId")).filter((v): v is string => !!v && uuid.test(v));
  const [items, refunds, refills] = await Promise.all([
    itemIds.length
      ? db.orderItem.findMany({ where: { id: { in: itemIds } }, select: { id: true, orderId: true } })
      : [],
    refundIds.length
      ? db.refund.findMany({ where: { id: { in: refundIds } }, select: { id: true, orderId: true } })
      : [],
    refillIds.length
      ? db.refill.findMany({
          where: { id: { in: refillIds } },
          select: { id: true, item: { select: { orderId: true } } },
        })
      : [],
  ]);
  const byId = new Map<string, string>([
    ...items.map((i) => [i.id, i.orderId] as const),
    ...refunds.map((r) => [r.id, r.orderId] as const),
    ...refills.map((r) => [r.id, r.item.orderId] as const),
  ]);
  return payloads.map((p) => {
    const id = field(p, "itemId") ?? field(p, "refundId") ?? field(p, "refillId");
    return id ? (byId.get(id) ?? null) : null;
  });
}
