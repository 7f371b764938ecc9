import "server-only";

import type { PaymentProvider } from "@/lib/db";
import { env } from "@/lib/env";

import type { PaymentProviderClient } from "./types";
import { SimulatedProvider } from "./simulated";
import { ZiinaProvider } from "./ziina";

/** The provider new payments use (PAYMENT_PROVIDER; lib/env refuses simulated in production without opt-in). */
export function configuredProvider(): PaymentProvider {
  return env().PAYMENT_PROVIDER === "ziina" ? "ZIINA" : "SIMULATED";
}

export function ziinaProvider(): ZiinaProvider {
  const config = env();
  return new ZiinaProvider({
    apiUrl: config.ZIINA_API_URL,
    apiKey: config.ZIINA_API_KEY ?? "",
    test: config.ZIINA_TEST_MODE,
    webhookSecret: config.ZIINA_WEBHOOK_SECRET,
  });
}

/** The client for a payment's provider (a payment keeps the provider it was made with). */
export function providerFor(provider: PaymentProvider): PaymentProviderClient {
  return provider === "ZIINA" ? ziinaProvider() : new SimulatedProvider();
}
