import "server-only";

// The payment providers' room: the adapters that talk to a provider (Ziina,
// and the simulated provider of the embedded defaults), which one a payment
// uses, and the job that sends a recorded refund (what the provider's answer
// does to the refund's money is lib/ledger's). It knows nothing of orders or
// fulfilment: payments and fulfilment call down into it.
export type {
  CreateIntentInput,
  Intent,
  IntentStatus,
  PaymentProviderClient,
  ProviderWebhook,
  RefundInput,
  RefundResult,
} from "./types";
export { configuredProvider, providerFor, ziinaProvider } from "./registry";
export { refundJob, refundRefused } from "./refund-job";
export {
  actOnSimulatedIntent,
  simulatedCheckoutPath,
  simulatedCompletesAt,
  simulatedStatus,
  type SimulatedAction,
} from "./simulated";
export { ZIINA_TIMEOUT_MS, ZiinaProvider, signZiinaBody, verifyZiinaSignature } from "./ziina";
export * from "./contract";
