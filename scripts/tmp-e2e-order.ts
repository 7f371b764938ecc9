import { randomBytes } from "node:crypto";
import { db, transaction } from "@/lib/db";
import { createOrder } from "@/lib/orders";
async function main() {
  const paymentId = `pay_${randomBytes(16).toString("hex")}`;
  await db.payment.create({ data: { id: paymentId, provider: "SIMULATED", status: "COMPLETED", serviceType: "EXPLORER", quantity: 25000, listAmountFils: 1500, amountFils: 1500, description: "e2e", customerName: "x", customerEmail: "x@example.com" } });
  const o = await transaction((tx) => createOrder(tx, { source: "PAID", paymentId, userId: null, serviceType: "EXPLORER", quantity: 25000, link: "https://www.tiktok.com/@e2e/video/7300000000000000001", amountFils: 1500 }));
  console.log(o.id);
  process.exit(0);
}
void main();
