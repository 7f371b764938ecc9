"use client";

import { RegisterForm } from "@/components/auth/register-form";
import { claimDeviceOrders } from "@/components/checkout/claim-device-orders";

// The register form with what signing in brings along: this device's guest
// orders join the account (docs/product-rules.md#order-access). See login/_form.tsx.
export function RegisterWithDeviceOrders() {
  return <RegisterForm afterSignIn={claimDeviceOrders} />;
}
