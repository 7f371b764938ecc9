"use client";

import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { claimDeviceOrders } from "@/components/checkout/claim-device-orders";

// The account forms with what signing in brings along: this device's guest
// orders join the account (docs/product-rules.md#order-access). Composed here,
// above both rooms: the sign-in forms sit on a lower floor than the checkout.
export function LoginWithDeviceOrders() {
  return <LoginForm afterSignIn={claimDeviceOrders} />;
}

export function RegisterWithDeviceOrders() {
  return <RegisterForm afterSignIn={claimDeviceOrders} />;
}
