import "server-only";

import { transaction } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { exchangeRates, getControl, ITEM_KINDS, serviceInfo } from "@/lib/fulfilment";
import { normaliseDecimal, recordAudit } from "@/lib/ledger";
import { priceListHistory, savePriceList, DEFAULT_VERSION, type PriceListInForce } from "@/lib/price-list";
import {
  formatAmount,
  formatCount,
  priceListProblem,
  rowsBelowCost,
  SERVICES,
  type PriceList,
  type UnitCosts,
} from "@/lib/pricing";

import { operatorActor, type Operator } from "./audit";
import { todaysVatRateBp } from "./costs";

// The console's price list (docs/operations.md#the-price-list): the editor's
// data, and the save, audited with who and when, the list before and after.

export interface PricesPage {
  current: PriceListInForce;
  history: PriceListInForce[];
  /** The first panel's charge per 1,000 units of each kind, in fils, at its rate and the exchange rate. */
  costs: UnitCosts;
  vatRateBp: number;
}

/** What the first panel charges per 1,000 units of each kind, in fils; null where its rate or the exchange rate is unknown. */
export async function panelUnitCosts(): Promise<UnitCosts> {
  const [control, rates] = await Promise.all([getControl(), exchangeRates()]);
  const rate = rates.get(control.currency ?? "USD");
  const costs: UnitCosts = {};
  for (const kind of ITEM_KINDS) {
    const perThousand = normaliseDecimal((await serviceInfo(kind)).rate);
    costs[kind] = rate && perThousand !== null ? Number(perThousand) * Number(rate.aedPerUnit) * 100 : null;
  }
  return costs;
}

export async function getPricesPage(): Promise<PricesPage> {
  const [history, costs] = await Promise.all([priceListHistory(20), panelUnitCosts()]);
  return { current: history[0] ?? DEFAULT_VERSION, history, costs, vatRateBp: todaysVatRateBp() };
}

export const BELOW_COST_CONFIRM_MESSAGE = "بعض الأسعار أقل من تكلفة لوحة التنفيذ";

/**
 * Saves the next version of the price list, in force for new payments at once.
 * A price below the panel's cost at a previewed quantity is refused unless the
 * operator confirmed it (409 with the rows). Audited in the same transaction.
 */
export async function setPriceList(
  operator: Operator,
  input: { prices: PriceList; baseVersion: number; confirmBelowCost: boolean },
): Promise<PriceListInForce> {
  const problem = priceListProblem(input.prices);
  if (problem) throw new AppError("UNPROCESSABLE", problem);
  const below = rowsBelowCost(input.prices, await panelUnitCosts(), todaysVatRateBp());
  if (below.length > 0 && !input.confirmBelowCost) {
    const where = below
      .map(
        (r) =>
          `${SERVICES[r.service].tabLabel} ${formatCount(r.quantity)}: ${formatAmount(r.netFils)} < ${formatAmount(r.costFils!)}`,
      )
      .join("، ");
    throw new AppError(
      "CONFLICT",
      `${BELOW_COST_CONFIRM_MESSAGE} (${where} درهم دون الضريبة). أكّد البيع بأقل من التكلفة ثم احفظ.`,
      {
        details: { belowCost: below },
      },
    );
  }
  const { after } = await transaction(async (tx) => {
    const change = await savePriceList(tx, { ...input, by: operator.username });
    await recordAudit(tx, operatorActor(operator), {
      action: "price-list",
      reason: `الإصدار ${change.before.version} → ${change.after.version}${below.length ? " (أقل من التكلفة، بتأكيد)" : ""}`,
      before: { version: change.before.version, prices: change.before.prices as object },
      after: { version: change.after.version, prices: change.after.prices as object },
    });
    return change;
  });
  return after;
}
