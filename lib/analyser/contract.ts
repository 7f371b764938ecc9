// The analyser's client-safe contract: the upload limits and messages the
// analyser page checks before sending, and the shape of the result it shows.
export * from "./limits";
export type * from "./result";
export { boostHref, clock, reportHref, signInToSaveHref } from "./format";
export { compareCuts, type Comparison, type Cut } from "./compare";
