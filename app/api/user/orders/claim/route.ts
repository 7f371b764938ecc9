// POST /api/user/orders/claim {paymentIds} – after sign-in or registration, the account takes this device's guest orders
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { claimGuestOrders, MAX_CLAIMED_PAYMENT_IDS } from "@/lib/orders";

const bodySchema = z.object({
  paymentIds: z
    .array(
      z.string({ error: "معرف الدفع غير صالح" }).trim().min(5, "معرف الدفع غير صالح").max(64, "معرف الدفع غير صالح"),
      {
        error: "يرجى إرسال معرفات الدفع",
      },
    )
    .max(MAX_CLAIMED_PAYMENT_IDS, `يمكن إرسال ${MAX_CLAIMED_PAYMENT_IDS} معرف دفع على الأكثر`),
});

export const POST = route({ auth: "user", body: bodySchema }, async (_req, { body, user }) =>
  NextResponse.json(await claimGuestOrders(user.id, body.paymentIds)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
