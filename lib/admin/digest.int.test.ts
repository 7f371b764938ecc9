import { randomBytes } from "node:crypto";

import { db } from "@/lib/db";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";

import { DIGEST_SLOT_MS, queueAttentionDigest } from "./digest";

const T0 = new Date("2030-01-01T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A payment whose provider's intent did not match (one "needs attention" entry). */
async function flaggedPayment() {
  await db.payment.create({
    data: {
      id: `pay_${randomBytes(16).toString("hex")}`,
      provider: "ZIINA",
      status: "PENDING",
      serviceType: "VIEWS",
      quantity: 5_000,
      listAmountFils: 350,
      amountFils: 350,
      description: "طلب 5,000 مشاهدة",
      customerName: "ضيف",
      customerEmail: "guest@example.com",
      flaggedReason: "intent says 1 AED, payment is 350 AED",
    },
  });
}

const digests = () => db.email.findMany({ where: { kind: "operator-digest" }, orderBy: { createdAt: "asc" } });

let restore: () => void;
beforeEach(async () => {
  await resetDb();
  restore = overrideEnv({ OPERATOR_EMAIL: "ops@store.example" });
});
afterEach(() => restore());

describe("the attention digest", () => {
  it("says nothing when nothing needs attention, or when no OPERATOR_EMAIL is set", async () => {
    expect(await queueAttentionDigest(T0)).toBe(false);
    await flaggedPayment();
    restore();
    restore = overrideEnv({ OPERATOR_EMAIL: "" });
    expect(await queueAttentionDigest(T0)).toBe(false);
    expect(await digests()).toEqual([]);
  });

  it("is one e-mail for many items, sent again only when the counts change, at most once per 10 minutes", async () => {
    for (let i = 0; i < 3; i++) await flaggedPayment();
    expect(await queueAttentionDigest(T0)).toBe(true);
    let mails = await digests();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "ops@store.example", status: "PENDING", orderId: null });
    expect(mails[0]!.subject).toContain("3");
    expect(mails[0]!.text).toContain("مدفوعات مُعلَّمة");
    expect(mails[0]!.text).toContain("/admin/attention");
    // The mail job is queued with it (sent by the worker like any customer e-mail).
    expect(await db.job.count({ where: { type: "mail.send" } })).toBe(1);

    // Nothing changed a minute later: no second mail.
    expect(await queueAttentionDigest(at(60_000))).toBe(false);
    // A fourth item in the same 10-minute slot: still one mail.
    await flaggedPayment();
    await queueAttentionDigest(at(120_000));
    expect(await digests()).toHaveLength(1);
    // The next slot tells the new count.
    expect(await queueAttentionDigest(at(DIGEST_SLOT_MS))).toBe(true);
    mails = await digests();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain("4");
  });
});
