import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import * as enums from "@/lib/db/generated/enums";
import { ALL_JOBS } from "@/lib/worker/jobs";

import {
  ACTION_LABELS,
  AUDIT_ACTOR_LABELS,
  BLOCK_KIND_LABELS,
  CONVERSATION_STATUS_LABELS,
  DISCOUNT_KIND_LABELS,
  EMAIL_STATUS_LABELS,
  ITEM_LABELS,
  itemNoteLabel,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  pauseReasonLabel,
  REFILL_ORIGIN_LABELS,
  REFILL_STATUS_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  REVIEW_RESOLUTION_LABELS,
  SERVICE_LABELS,
  SOURCE_LABELS,
  SUBMISSION_LABELS,
  USER_ROLE_LABELS,
} from "./contract";

// The console is Arabic everywhere (docs/operations.md#the-console): every
// value of every enum the operator reads has an Arabic label, so a new status,
// reason or job type added without one fails here rather than showing raw English.

const ARABIC = /[\u0600-\u06FF]/;

const BY_ENUM: [keyof typeof enums, Record<string, string>][] = [
  ["OrderStatus", ORDER_STATUS_LABELS],
  ["SubmissionState", SUBMISSION_LABELS],
  ["ServiceType", SERVICE_LABELS],
  ["ItemKind", ITEM_LABELS],
  ["OrderSource", SOURCE_LABELS],
  ["PaymentStatus", PAYMENT_STATUS_LABELS],
  ["PaymentProvider", PAYMENT_PROVIDER_LABELS],
  ["RefundStatus", REFUND_STATUS_LABELS],
  ["RefundReason", REFUND_REASON_LABELS],
  ["RefillStatus", REFILL_STATUS_LABELS],
  ["RefillOrigin", REFILL_ORIGIN_LABELS],
  ["JobStatus", JOB_STATUS_LABELS],
  ["EmailStatus", EMAIL_STATUS_LABELS],
  ["ConversationStatus", CONVERSATION_STATUS_LABELS],
  ["ReviewResolution", REVIEW_RESOLUTION_LABELS],
  ["AuditActor", AUDIT_ACTOR_LABELS],
  ["BlockKind", BLOCK_KIND_LABELS],
  ["UserRole", USER_ROLE_LABELS],
  ["DiscountKind", DISCOUNT_KIND_LABELS],
];

const missing = (values: readonly string[], labels: Record<string, string>) =>
  values.filter((v) => !labels[v] || !ARABIC.test(labels[v]));

describe("the console's Arabic labels", () => {
  it.each(BY_ENUM)("label every value of the database's %s", (name, labels) => {
    expect(missing(Object.values(enums[name] as Record<string, string>), labels)).toEqual([]);
  });

  it("label every job type a worker runs", () => {
    expect(
      missing(
        ALL_JOBS.map((j) => j.type),
        JOB_TYPE_LABELS,
      ),
    ).toEqual([]);
  });

  it("label every kind of action the code writes to the audit log", () => {
    const lib = path.join(__dirname, "..");
    const files = readdirSync(lib, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !f.includes(".test.") && !f.includes("generated"))
      .map((f) => readFileSync(path.join(lib, f), "utf8"))
      .filter((text) => /recordAudit\(|auditedOrderAction\(/.test(text));
    const kinds = new Set(
      files
        .flatMap((text) => text.split("\n"))
        // Type declarations (a union of decisions) are not entries.
        .filter((line) => !line.includes("|") && !/^\s*(export )?type /.test(line))
        .flatMap((line) => [...line.matchAll(/\baction: "([a-z][a-z0-9-]*)"/g)].map((m) => m[1]!)),
    );
    // Written from a variable or a template: the console's switch and the review decisions.
    for (const k of ["pause", "resume", "review-mark-submitted", "review-mark-not-created", "review-refund"])
      kinds.add(k);
    expect(kinds.size).toBeGreaterThan(10);
    expect(missing([...kinds], ACTION_LABELS)).toEqual([]);
  });
});

describe("the store's own notes, in Arabic", () => {
  it.each([
    ["cancel requested at the panel by an operator", "طلب المشغّل الإلغاء لدى لوحة التنفيذ"],
    [
      "the worker stopped during add (attempt 3f2a9c1e-7b4d-4e8a-9f0c-1d2e3f4a5b6c at 2026-11-28T06:00:00.000Z); the panel may have created the order",
      "توقف العامل أثناء الإرسال (محاولة 3f2a9c1e-7b4d-4e8a-9f0c-1d2e3f4a5b6c في 2026-11-28T06:00:00.000Z)؛ ربما أنشأت اللوحة الطلب",
    ],
    ["refused by the panel: Incorrect service ID", "رفضته لوحة التنفيذ: Incorrect service ID"],
    ["marked submitted by operator sara (panel order 777)", "علّمه المشغّل sara مُرسلاً (طلب اللوحة 777)"],
  ])("%s", (note, arabic) => {
    expect(itemNoteLabel(note)).toBe(arabic);
  });

  it("keeps the panel's own words when they are not the store's", () => {
    expect(itemNoteLabel("Not enough funds on balance")).toBe("Not enough funds on balance");
  });

  it("pause reasons: the operator's pause and the panel's refusal for funds", () => {
    expect(pauseReasonLabel("paused by operator sara")).toBe("أوقفه المشغّل sara");
    expect(pauseReasonLabel("panel balance too low (needs 1.2 USD)")).toContain("رصيد لوحة التنفيذ لا يكفي");
  });
});
