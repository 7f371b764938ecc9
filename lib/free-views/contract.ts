// The free offer's client-safe contract: its messages and the shapes of its
// request and answer. No zod here: the /free-views page imports this with its
// first load; the schemas are in ./schemas.ts (the form's lazily loaded
// validation and the handler use them).
export * from "./messages";
export type { FreeViewsClaim, FreeViewsClaimInput, FreeViewsClaimResponse } from "./schemas";
