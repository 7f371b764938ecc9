"use client";

/**
 * What this browser keeps of the person using it now, which signing out
 * forgets (docs/product-rules.md#order-access): on a shared phone the next
 * person must not find the last one's orders or payment. The checkout's device
 * storage (components/checkout/device-storage.ts) keeps these keys; they are
 * named here, below it, because signing out lives in this room.
 */
export const PERSONAL_DEVICE_KEYS = {
  /** localStorage: the payment in flight. */
  paymentId: "ziina_payment_id",
  /** localStorage: the order being paid. */
  orderInfo: "current_order_info",
  /** localStorage: the guest orders made on this device. */
  deviceOrders: "device_orders",
  /** sessionStorage: this tab's browser session, which marks the orders bought in it. */
  browserSession: "browser_session",
  /** sessionStorage: the link this tab is paying for, put back in the field on the way back. */
  checkoutLink: "checkout_link",
} as const;

/** Called once the server has ended the session. Storage the browser refuses is skipped. */
export function forgetPersonalDeviceData(): void {
  try {
    const local = window.localStorage;
    local.removeItem(PERSONAL_DEVICE_KEYS.paymentId);
    local.removeItem(PERSONAL_DEVICE_KEYS.orderInfo);
    local.removeItem(PERSONAL_DEVICE_KEYS.deviceOrders);
  } catch {
    // storage disabled: nothing was kept
  }
  try {
    window.sessionStorage.removeItem(PERSONAL_DEVICE_KEYS.browserSession);
    window.sessionStorage.removeItem(PERSONAL_DEVICE_KEYS.checkoutLink);
  } catch {
    // likewise
  }
}
