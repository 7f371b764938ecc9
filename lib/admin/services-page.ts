import "server-only";

import { db, type ItemKind } from "@/lib/db";
import {
  choiceRefusal,
  exchangeRates,
  getControl,
  ITEM_KINDS,
  REQUIRED_RANGE,
  serviceInfo,
  type ExchangeRateView,
} from "@/lib/fulfilment";
import { getPanel, panelIsSimulated, panelsInUse, type PanelName, type PanelService } from "@/lib/smm-panel";

export interface ServiceChoice {
  serviceId: string;
  name: string | null;
  rate: string | null;
  min: number | null;
  max: number | null;
  refill: boolean;
  cancel: boolean;
  /** Why it cannot serve this kind; null: it can. */
  problem: string | null;
}

export interface PanelServicesView {
  panel: PanelName;
  balance: string | null;
  currency: string | null;
  /** The panel's live list could not be read now (its words); the mapping still shows. */
  listError: string | null;
  kinds: {
    kind: ItemKind;
    /** The quantities the store sells of it: a service must take them all. */
    need: { min: number; max: number };
    current: {
      serviceId: string | null;
      name: string | null;
      rate: string | null;
      refill: boolean;
      cancel: boolean;
      problem: string | null;
      /** Chosen in the console (when, by whom), else the panel's setting. */
      setAt: Date | null;
      setBy: string | null;
    };
    choices: ServiceChoice[];
  }[];
}

export interface ServicesPage {
  panels: PanelServicesView[];
  rates: ExchangeRateView[];
  /** The costs are the simulated panel's charges (a demo), not a real panel's bill. */
  costsSimulated: boolean;
}

function choicesFor(kind: ItemKind, listed: PanelService[]): ServiceChoice[] {
  return listed.map((s) => ({
    serviceId: s.service,
    name: s.name ?? null,
    rate: s.rate,
    min: s.min,
    max: s.max,
    refill: s.refill,
    cancel: s.cancel,
    problem: choiceRefusal(kind, s),
  }));
}

/**
 * The console's services page: for each panel in use, the service each kind
 * of item goes to and the panel's live `services` list to choose from (read
 * now, one call per panel), and the exchange rates.
 */
export async function getServicesPage(): Promise<ServicesPage> {
  const control = await getControl();
  const [mappings, rows, rates] = await Promise.all([
    db.serviceMapping.findMany(),
    db.panelService.findMany(),
    exchangeRates(),
  ]);
  const panels: PanelServicesView[] = [];
  for (const panel of panelsInUse()) {
    let listed: PanelService[] = [];
    let listError: string | null = null;
    try {
      listed = await getPanel(panel).services();
    } catch (error) {
      listError = error instanceof Error ? error.message : String(error);
    }
    const balance = panel === "primary" ? control : control.secondary;
    panels.push({
      panel,
      balance: balance.balance,
      currency: balance.currency,
      listError,
      kinds: await Promise.all(
        ITEM_KINDS.map(async (kind) => {
          const mapping = mappings.find((m) => m.panel === panel && m.kind === kind);
          const serviceId = (await serviceInfo(kind, panel)).serviceId;
          // What the last check or choice said of it, if it is still the one in use.
          const row = rows.find((r) => r.panel === panel && r.kind === kind && r.serviceId === serviceId);
          return {
            kind,
            need: REQUIRED_RANGE[kind],
            current: {
              serviceId,
              name: row?.name ?? null,
              rate: row?.rate ?? null,
              refill: row?.refill ?? false,
              cancel: row?.cancel ?? false,
              problem: row?.problem ?? null,
              setAt: mapping?.setAt ?? null,
              setBy: mapping?.setBy ?? null,
            },
            choices: choicesFor(kind, listed),
          };
        }),
      ),
    });
  }
  return { panels, rates: [...rates.values()], costsSimulated: panelIsSimulated() };
}
