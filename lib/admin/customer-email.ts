import { PLACEHOLDER_EMAIL } from "@/lib/mail";

/**
 * The e-mail a customer gave at checkout, or null when they gave none: a guest
 * who left it empty is stored with the placeholder address, which is nobody's
 * and which the console shows as «—» (and the orders CSV as an empty cell).
 */
export function givenEmail(email: string | null | undefined): string | null {
  return email && email.toLowerCase() !== PLACEHOLDER_EMAIL ? email : null;
}
