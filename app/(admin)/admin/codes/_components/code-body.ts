import type { ApiError } from "@/components/data/api";
import type { ServiceType } from "@/lib/pricing";

import { storeClockToIso } from "@/lib/forms/contract";

// The discount code form's fields as the operator types them, and the body
// the server takes (discountCodeInputSchema in lib/price-list): amounts in
// fils, dates as instants read on the store's clock.

/** The fields as the server names them (discountCodeInputSchema): its errors come back under these names. */
export type Field =
  | "code"
  | "kind"
  | "value"
  | "services"
  | "startsAt"
  | "endsAt"
  | "maxUses"
  | "budgetFils"
  | "perCustomer"
  | "minOrderFils"
  | "firstOrderOnly"
  | "combinesWithReturning";
export type Errors = Partial<Record<Field, string>>;
/** The fields typed as text. */
export type TextField =
  "code" | "value" | "startsAt" | "endsAt" | "maxUses" | "budgetFils" | "perCustomer" | "minOrderFils";

/** What the operator typed: amounts in dirhams, dates on the store's clock. */
export interface Draft {
  code: string;
  kind: "PERCENT" | "FIXED";
  value: string;
  services: ServiceType[];
  startsAt: string;
  endsAt: string;
  maxUses: string;
  budgetFils: string;
  perCustomer: string;
  minOrderFils: string;
  firstOrderOnly: boolean;
  combinesWithReturning: boolean;
}

export const EMPTY_DRAFT: Draft = {
  code: "",
  kind: "PERCENT",
  value: "",
  services: [],
  startsAt: "",
  endsAt: "",
  maxUses: "",
  budgetFils: "",
  perCustomer: "",
  minOrderFils: "",
  firstOrderOnly: false,
  combinesWithReturning: false,
};

const WHOLE_MESSAGE = "اكتب عدداً صحيحاً بالأرقام، مثل 50";
const AED_MESSAGE = "اكتب مبلغاً بالدرهم، مثل 5 أو 5.50";
const DATE_MESSAGE = "تاريخ ووقت غير صالحين";

/** "1,000" → 1000; anything else → NaN. */
const whole = (text: string) => (/^\d[\d,]*$/.test(text.trim()) ? Number(text.trim().replace(/,/g, "")) : NaN);
/** "5.5" dirhams → 550 fils; more than two decimals or text → NaN. */
const fils = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : NaN);

/** The body the server takes (amounts in fils, dates as instants), or each field's mistake. */
export function codeBody(d: Draft, timeZone: string): { body: Record<string, unknown> } | { errors: Errors } {
  const errors: Errors = {};
  const number = (field: Field, text: string, parse: (t: string) => number, message: string) => {
    if (text.trim() === "") return null;
    const n = parse(text);
    if (Number.isNaN(n)) errors[field] = message;
    return n;
  };
  const date = (field: Field, text: string) => {
    if (text.trim() === "") return null;
    const iso = storeClockToIso(text, timeZone);
    if (!iso) errors[field] = DATE_MESSAGE;
    return iso;
  };
  const body = {
    code: d.code.trim(),
    kind: d.kind,
    value:
      d.kind === "PERCENT"
        ? number("value", d.value, whole, "اكتب النسبة عدداً صحيحاً من 1 إلى 100")
        : number("value", d.value, fils, AED_MESSAGE),
    services: d.services,
    startsAt: date("startsAt", d.startsAt),
    endsAt: date("endsAt", d.endsAt),
    maxUses: number("maxUses", d.maxUses, whole, WHOLE_MESSAGE),
    budgetFils: number("budgetFils", d.budgetFils, fils, AED_MESSAGE),
    perCustomer: number("perCustomer", d.perCustomer, whole, WHOLE_MESSAGE),
    minOrderFils: number("minOrderFils", d.minOrderFils, fils, AED_MESSAGE),
    firstOrderOnly: d.firstOrderOnly,
    combinesWithReturning: d.combinesWithReturning,
  };
  if (body.value === null) errors.value = "اكتب قيمة الخصم";
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** The server's refusal on its fields: a 400's first message per field, a taken name on the code. */
export function serverErrors(error: ApiError): Errors | null {
  if (error.status === 409) return { code: error.message };
  const fields = error.details.fields as Record<string, string[] | undefined> | undefined;
  if (error.status !== 400 || !fields) return null;
  const found: Errors = {};
  for (const [name, messages] of Object.entries(fields)) if (messages?.[0]) found[name as Field] = messages[0];
  return Object.keys(found).length > 0 ? found : null;
}
