import "server-only";

import { randomBytes } from "node:crypto";

import type { NextRequest, NextResponse } from "next/server";

import { secureCookies } from "@/lib/auth";

/**
 * The checkout device: a random id in a first-party cookie, sent only to the
 * store's API, that a payment keeps (payments.device_id). A discount code's
 * per-customer limit and "first order only" count it beside the account and
 * the e-mail (docs/product-rules.md#discount-codes). It names no one and
 * signs nothing in; clearing it is possible, which is why it is one of three.
 */
export const CHECKOUT_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

export function checkoutDeviceCookieName(): string {
  return secureCookies() ? "__Secure-checkout-device" : "checkout-device";
}

/** This browser's checkout device id, and whether it is new (then the answer sets it). */
export function checkoutDeviceOf(request: Pick<NextRequest, "cookies">): { id: string; isNew: boolean } {
  const current = request.cookies.get(checkoutDeviceCookieName())?.value;
  if (current && ID.test(current)) return { id: current, isNew: false };
  return { id: randomBytes(16).toString("base64url"), isNew: true };
}

export function setCheckoutDeviceCookie(response: NextResponse, id: string): void {
  response.cookies.set(checkoutDeviceCookieName(), id, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/api",
    maxAge: CHECKOUT_DEVICE_MAX_AGE_SECONDS,
  });
}
