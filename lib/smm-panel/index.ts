import "server-only";

// The SMM panel room's door: the panel API v2 client (real or simulated, first
// or second panel), what its answers and error texts mean in the store's terms,
// and the simulated panel of the embedded default. What the store decides
// about delivery lives in lib/fulfilment.
export { PANEL_BATCH, PanelClient, type AddResult, type FetchLike, type PanelCallOutcome, type PerId } from "./client";
export { classifyPanelError, describeError, neverReachedPanel, type PanelErrorKind } from "./errors";
export {
  clientFor,
  defaultServiceId,
  getPanel,
  hasSecondPanel,
  isPanelName,
  PANEL_NAMES,
  panelIsSimulated,
  panelOf,
  panelsInUse,
  type PanelName,
} from "./registry";
export { mapPanelStatus, type PanelState } from "./status";
export type { PanelOrderStatus, PanelService } from "./types";
