import "server-only";

import type { ItemKind } from "@/lib/db";
import { env } from "@/lib/env";

import { PanelClient } from "./client";
import { SIMULATED_PANEL_KEY, SIMULATED_PANEL_URL, SIMULATED_SERVICE_IDS, simulatedPanelFetch } from "./simulated";

/** The store's panels: the first, and the optional second one (docs/fulfilment.md#two-panels). */
export const PANEL_NAMES = ["primary", "secondary"] as const;
export type PanelName = (typeof PANEL_NAMES)[number];

export function isPanelName(value: unknown): value is PanelName {
  return typeof value === "string" && (PANEL_NAMES as readonly string[]).includes(value);
}

/** Whether the second panel is configured (its URL and key, or the second simulated panel). */
export function hasSecondPanel(): boolean {
  const config = env();
  if (config.FULFILMENT_PROVIDER === "simulated") return config.SIMULATED_SECOND_PANEL;
  return Boolean(config.SMM_PANEL2_URL && config.SMM_PANEL2_KEY);
}

/** Whether orders go to the simulated panel (the embedded default): its charges are a demo's, not a bill. */
export function panelIsSimulated(): boolean {
  return env().FULFILMENT_PROVIDER === "simulated";
}

/** The panels in use, the first one first. */
export function panelsInUse(): PanelName[] {
  return hasSecondPanel() ? ["primary", "secondary"] : ["primary"];
}

/**
 * A panel this process talks to: the real SMM panel (FULFILMENT_PROVIDER=
 * panel) or the simulated one (the embedded default), the first or the
 * second. All go through the same client and the same form-encoded API; only
 * the fetch differs. The only place that reads the panels' settings.
 */
export function getPanel(name: PanelName = "primary"): PanelClient {
  const config = env();
  const timeoutMs = config.SMM_PANEL_TIMEOUT_SECONDS * 1000;
  const second = name === "secondary";
  if (second && !hasSecondPanel()) throw new Error("no second panel is configured");
  if (config.FULFILMENT_PROVIDER === "simulated") {
    return new PanelClient({
      url: SIMULATED_PANEL_URL,
      key: SIMULATED_PANEL_KEY,
      fetch: simulatedPanelFetch(second ? 2 : 1),
      timeoutMs,
    });
  }
  return new PanelClient({
    url: second ? config.SMM_PANEL2_URL! : config.SMM_PANEL_URL!,
    key: second ? config.SMM_PANEL2_KEY! : config.SMM_PANEL_KEY!,
    // Looked up per call, so a test's interceptor (msw) sees it.
    fetch: (input, init) => fetch(input, init),
    timeoutMs,
  });
}

/**
 * The service id a panel's settings give a kind of item (the catalogue names
 * the first panel's setting; the second's is SMM_PANEL2_SERVICE_<KIND>): the
 * first-start default, before the console maps one. Null: not configured.
 */
export function defaultServiceId(kind: ItemKind, panel: PanelName = "primary"): string | null {
  const config = env();
  const configured = panel === "primary" ? config[`SMM_SERVICE_${kind}`] : config[`SMM_PANEL2_SERVICE_${kind}`];
  if (configured) return configured;
  return config.FULFILMENT_PROVIDER === "simulated" ? SIMULATED_SERVICE_IDS[kind] : null;
}

/** The panel an item's current attempt went to. */
export function panelOf(item: { panel: string }): PanelName {
  return item.panel === "secondary" ? "secondary" : "primary";
}

/**
 * The client for an item's panel: `primary` (the caller's, a test's) for the
 * first panel, the second panel's otherwise.
 */
export function clientFor(item: { panel: string }, primary: PanelClient): PanelClient {
  return panelOf(item) === "secondary" ? getPanel("secondary") : primary;
}
