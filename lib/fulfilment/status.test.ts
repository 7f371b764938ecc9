import { isFinalOrderStatus } from "@/components/orders/order-status";
import { sourceLinesMatching } from "@/test/support/source-files";

import { deriveOrderStatus, isOpenOrderStatus, OPEN_STATUSES } from "./status";

describe("open order statuses, defined once", () => {
  it("are PENDING and PROCESSING; the order page polls exactly while a status is open", () => {
    expect(OPEN_STATUSES).toEqual(["PENDING", "PROCESSING"]);
    for (const status of ["PENDING", "PROCESSING", "COMPLETED", "PARTIAL", "FAILED", "REFUNDED"])
      expect(isFinalOrderStatus(status)).toBe(!isOpenOrderStatus(status));
    // Unknown or missing: not final, the page keeps asking.
    expect(isFinalOrderStatus("SOMETHING_NEW")).toBe(false);
    expect(isFinalOrderStatus(null)).toBe(false);
    expect(isFinalOrderStatus("toString")).toBe(false);
  });

  it("are not retyped: every query and check of an open order uses OPEN_STATUSES", () => {
    const retyped = /\["PENDING"( as const)?, "PROCESSING"( as const)?\]|=== "COMPLETED" \|\| status === "FAILED"/;
    expect(
      sourceLinesMatching(retyped, {
        except: [
          "lib/fulfilment/status.ts",
          // A refund's own statuses (RefundStatus), which happen to share the names.
          "lib/ledger/refunds.ts",
          "lib/fulfilment/failed-refunds.ts",
          "lib/payments/webhook.ts",
        ],
      }),
    ).toEqual([]);
  });
});

describe("an order's status", () => {
  it("derives an order's status from its items", () => {
    const i = (status: string, submission = "SUBMITTED") =>
      ({ status, submission }) as Parameters<typeof deriveOrderStatus>[0][number];
    expect(deriveOrderStatus([i("PENDING", "NOT_SUBMITTED")])).toBe("PENDING");
    expect(deriveOrderStatus([i("PENDING")])).toBe("PROCESSING");
    expect(deriveOrderStatus([i("COMPLETED"), i("PROCESSING")])).toBe("PROCESSING");
    expect(deriveOrderStatus([i("COMPLETED"), i("COMPLETED"), i("COMPLETED"), i("COMPLETED")])).toBe("COMPLETED");
    expect(deriveOrderStatus([i("COMPLETED"), i("PARTIAL"), i("COMPLETED"), i("COMPLETED")])).toBe("PARTIAL");
    expect(deriveOrderStatus([i("COMPLETED"), i("REFUNDED")])).toBe("PARTIAL");
    expect(deriveOrderStatus([i("REFUNDED")])).toBe("REFUNDED");
    expect(deriveOrderStatus([i("FAILED")])).toBe("FAILED");
  });
});
