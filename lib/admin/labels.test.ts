import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import * as enums from "@/lib/db/generated/enums";
import { ALL_JOBS } from "@/lib/worker/jobs";

import {
  ACTION_LABELS,
  AUDIT_ACTOR_LABELS,
  BLOCK_KIND_LABELS,
  EMAIL_STATUS_LABELS,
  ITEM_LABELS,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
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
  ["ReviewResolution", REVIEW_RESOLUTION_LABELS],
  ["AuditActor", AUDIT_ACTOR_LABELS],
  ["BlockKind", BLOCK_KIND_LABELS],
  ["UserRole", USER_ROLE_LABELS],
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
      .filter((text) => /recordOperatorAction\(|recordAutomaticAction\(|audited\(/.test(text));
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
