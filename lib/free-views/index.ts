import "server-only";

// The free offer's public door for server code. Client components import the
// shared contract from "@/lib/free-views/contract" (no server code in there).
export { ALREADY_USED_ERROR, VIDEO_ALREADY_CLAIMED_ERROR, claimFreeViews, type FreeViewsClaimResult } from "./claim";
export { FREE_CLAIMS_PER_IP, FREE_CLAIMS_PER_IP_MESSAGE, FREE_CLAIMS_WINDOW_SECONDS } from "./limits";
export { REPORT_DAYS, REPORT_RECENT, getFreeViewsReport, type FreeViewsReport } from "./report";
export * from "./contract";
export * from "./schemas";
