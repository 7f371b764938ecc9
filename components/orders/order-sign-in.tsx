import Link from "next/link";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { PAGES } from "@/lib/routes";

/** The refusals of an account's order asked for by its payment id (lib/fulfilment's orderRefusal). */
export const ORDER_OF_ACCOUNT_REASONS = ["ORDER_OF_ACCOUNT", "ORDER_OF_ANOTHER_ACCOUNT"] as const;

/** True when an API error's body says the order is an account's (401 signed out, 403 another account). */
export function isOrderOfAccount(details: Record<string, unknown> | undefined): boolean {
  return (ORDER_OF_ACCOUNT_REASONS as readonly unknown[]).includes(details?.reason);
}

/**
 * An account's order reached by its payment id by anyone but that account
 * (docs/security.md#orders-on-a-shared-device): the server's message and a
 * way to sign in that comes back to `callbackUrl` (this page), none of the
 * order's details.
 */
export function OrderSignIn({ message, callbackUrl }: { message: string; callbackUrl: string }) {
  return (
    <div className="grid gap-4" data-testid="order-sign-in">
      <Alert>
        <Icon name="circle-exclamation-point" />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={`${PAGES.login.path}?callbackUrl=${encodeURIComponent(callbackUrl)}`}>تسجيل الدخول</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={PAGES.orders.path}>طلباتي</Link>
        </Button>
      </div>
    </div>
  );
}
