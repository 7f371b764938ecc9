import { taxDocuments } from "@/lib/admin";
import { db, transaction } from "@/lib/db";
import { recordRefund } from "@/lib/fulfilment";
import { refundAccepted } from "@/lib/ledger";
import { callWithParams } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { completePayment, createPendingPayment } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { GET as exportRoute } from "./route";

beforeEach(async () => {
  await resetDb();
  // 14:00 in Dubai, 24 November: the store's day and month are certain.
  runClockFrom(new Date("2026-11-24T10:00:00Z"));
});
afterEach(() => jest.useRealTimers());

async function paidPayment(amountFils: number) {
  const id = await createPendingPayment({ amountFils, description: '=HYPERLINK("http://x")' });
  await completePayment(id, amountFils);
  return id;
}

const csvOf = async (query: string, cookie: string) =>
  callWithParams(exportRoute, `/api/admin/invoices/export${query}`, {}, { method: "GET", headers: { cookie } });

describe("the console's tax documents", () => {
  it("lists the period's invoices and credit notes with totals, and exports them as CSV for operators only", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    const first = await paidPayment(2_500);
    await paidPayment(1_050);
    const item = await db.orderItem.findFirstOrThrow({ where: { order: { paymentId: first } } });
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 700 }),
    ))!;
    await refundAccepted({ id: refund.refundId }, "COMPLETED");

    const docs = await taxDocuments({});
    expect(docs.period).toMatchObject({ from: "2026-11-01", to: "2026-11-24" });
    // 2,500 → 119 fils of VAT; 1,050 → 50; the 700 credit note → 33.
    expect(docs.invoices).toEqual({ count: 2, totalFils: 3_550, vatFils: 169 });
    expect(docs.creditNotes).toEqual({ count: 1, totalFils: 700, vatFils: 33 });
    expect(docs.net).toEqual({ totalFils: 2_850, vatFils: 136 });
    expect(docs.rows.map((r) => [r.number, r.invoiceNumber])).toEqual([
      ["INV-000001", null],
      ["INV-000002", null],
      ["CN-000001", "INV-000001"],
    ]);
    expect((await taxDocuments({ from: "2026-10-01", to: "2026-10-31" })).invoices.count).toBe(0);

    expect((await csvOf("", "")).status).toBe(401);
    expect((await csvOf("", customer.cookie)).status).toBe(403);
    expect((await csvOf("?from=24-11-2026", operator.cookie)).status).toBe(400);
    const res = await csvOf("?from=2026-11-24&to=2026-11-24", operator.cookie);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      expect.stringContaining('"النوع","الرقم"'),
      expect.stringMatching(/^"فاتورة ضريبية","INV-000001",.*"25\.00","23\.81","1\.19","5"$/),
      expect.stringMatching(/^"فاتورة ضريبية","INV-000002",.*"10\.50","10\.00","0\.50","5"$/),
      expect.stringMatching(/^"إشعار دائن","CN-000001",.*"INV-000001",.*"7\.00","6\.67","0\.33","5"$/),
    ]);
    // What the customer typed (the description) reaches the accountant's spreadsheet as text, never as a formula.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines.join("\n")).not.toMatch(/(^|,)"=HYPERLINK/m);
  });
});
