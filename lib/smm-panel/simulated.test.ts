import { priceFor, SERVICE_TYPES, SERVICES, type ItemKindName, type ServiceType } from "@/lib/pricing";
import { sourceLinesMatching } from "@/test/support/source-files";

import { SIMULATED_SERVICE_IDS, SIMULATED_SERVICES } from "./simulated";

describe("the SMM panel's API has one fake", () => {
  it("answers its actions only in the simulated panel: the tests' double carries requests to it", () => {
    const answersActions = /case "(add|status|refill|refill_status|cancel|balance|services)":/;
    const dirs = ["app", "components", "lib", "test", "bench", "scripts"];
    expect(sourceLinesMatching(answersActions, { dirs, except: ["lib/smm-panel/simulated.ts"] })).toEqual([]);
  });
});

describe("the demo's simulated panel charges like a real TikTok panel", () => {
  const rateOf = (id: string) => Number(SIMULATED_SERVICES.find((s) => String(s.service) === id)!.rate);
  const USD_IN_AED = 3.6725; // PANEL_EXCHANGE_RATES' default
  // What the store keeps of a price (5% VAT inside it) against what the panel charges for its parts, in fils.
  function marginPercent(service: ServiceType, quantity: number, viewsServiceId: string): number {
    const quote = priceFor({ service, quantity });
    const ids: Record<ItemKindName, string> = { ...SIMULATED_SERVICE_IDS, VIEWS: viewsServiceId };
    let costFils = 0;
    for (const part of SERVICES[service].parts) {
      const units = part.quantity === "ordered" ? quote.quantity : part.quantity;
      costFils += ((units / 1000) * rateOf(ids[part.kind]) * USD_IN_AED * 100) | 0;
    }
    const revenueFils = (quote.amountFils * 100) / 105;
    return Math.round(((revenueFils - costFils) / revenueFils) * 100);
  }

  it("leaves a positive, plausible margin on every service at every quantity the store sells, on either views service", () => {
    const implausible: object[] = [];
    for (const viewsServiceId of [SIMULATED_SERVICE_IDS.VIEWS, "106"]) {
      for (const service of SERVICE_TYPES) {
        const { min, max } = SERVICES[service].limits;
        const quantities = [min, 1_000, 10_000, 50_000, 100_000, 500_000, max].filter((q) => q >= min && q <= max);
        for (const quantity of new Set(quantities)) {
          const margin = marginPercent(service, quantity, viewsServiceId);
          if (margin < 5 || margin > 99) implausible.push({ service, quantity, viewsServiceId, margin });
        }
      }
    }
    expect(implausible).toEqual([]);
    // The example: 10,000 views sell for 4.11 AED; the panel charges 0.10 USD (0.37 AED) for them.
    expect(marginPercent("views", 10_000, SIMULATED_SERVICE_IDS.VIEWS)).toBe(91);
    expect(marginPercent("explorer", 25_000, SIMULATED_SERVICE_IDS.VIEWS)).toBeGreaterThan(50);
  });
});
