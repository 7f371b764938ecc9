import { derivedEventId } from "./server-event-ids";
import { purchaseEventId, registrationEventId } from "./event-ids";

describe("derived event ids", () => {
  const ids = [
    "pay_3f9c2a7d8e1b4c6a9f0e2d4b6a8c0e1f",
    "zn_ABCdef123",
    "مدفوع-١٢٣",
    "550e8400-e29b-41d4-a716-446655440000",
  ];

  it("are the same in the browser (Web Crypto) and on the server (node:crypto)", async () => {
    for (const id of ids) {
      expect(await purchaseEventId(id)).toBe(derivedEventId("purchase", id));
      expect(await registrationEventId(id)).toBe(derivedEventId("registration", id));
    }
  });

  it("are 'ev_' and 64 hex digits, differ by kind and id, and do not reveal the payment id", async () => {
    const id = ids[0]!;
    const purchase = await purchaseEventId(id);
    expect(purchase).toMatch(/^ev_[0-9a-f]{64}$/);
    expect(purchase).not.toContain(id.slice(4));
    expect(await registrationEventId(id)).not.toBe(purchase);
    expect(await purchaseEventId(`${id}x`)).not.toBe(purchase);
    expect(await purchaseEventId(id)).toBe(purchase);
  });
});
