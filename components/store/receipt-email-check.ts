import { EMAIL_INVALID_MESSAGE } from "@/lib/payments/contract";

/** A receipt address worth sending: empty (optional), or shaped like one; the server checks it again. */
export function receiptEmailProblem(email: string): string | null {
  const value = email.trim();
  return value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : EMAIL_INVALID_MESSAGE;
}
