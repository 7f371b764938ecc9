"use client";

import { LoginForm } from "@/components/auth/login-form";
import { claimDeviceOrders } from "@/components/checkout/claim-device-orders";

// The sign-in form with what signing in brings along: this device's guest
// orders join the account (docs/product-rules.md#order-access). Composed here,
// above both rooms: the sign-in forms sit on a lower floor than the checkout.
// A module of its own (as register/_form.tsx): a client module is one chunk,
// so each page loads only its own form.
export function LoginWithDeviceOrders() {
  return <LoginForm afterSignIn={claimDeviceOrders} />;
}
