import { db, transaction } from "@/lib/db";
import { createOrder } from "@/lib/orders";
import {
  EMAIL_INVALID_MESSAGE,
  LIKES_QUANTITY_MESSAGE,
  NAME_AND_EMAIL_REQUIRED_MESSAGE,
  PAYMENT_LINK_REQUIRED_MESSAGE,
  PAYMENT_RATE_LIMIT_MESSAGE,
  QUANTITY_UNKNOWN_MESSAGE,
  SIMULATION_ONLY_MESSAGE,
  VIEWS_QUANTITY_MESSAGE,
} from "@/lib/payments/contract";
import { LINK_INVALID_MESSAGE, QUANTITY_LIMITS } from "@/lib/pricing";
import { LINK, createPayment, newPayment } from "@/test/support/checkout";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { signedInUser } from "@/test/support/users";
import { server } from "@/test/support/msw";
import { useZiina, ziinaDouble } from "@/test/support/ziina-double";

beforeEach(() => resetDb());

const stored = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });

describe("POST /api/ziina/create prices on the server", () => {
  // Every breakpoint of the price formulas (docs/product-rules.md#prices), with what the customer is charged (AED).
  it.each([
    ["views", 5_000, 3.5],
    ["views", 5_001, 3.5],
    ["views", 10_000, 4.11],
    ["views", 52_500, 9.25],
    ["views", 100_000, 15],
    ["views", 100_001, 15],
    ["views", 550_000, 32.5],
    ["views", 998_999, 49.96],
    ["views", 999_000, 49.96],
    ["views", 1_000_000, 50],
    ["likes", 100, 3.5],
    ["likes", 550, 9.25],
    ["likes", 1_000, 15],
    ["likes", 1_001, 15.02],
    ["likes", 5_000, 75],
    ["explorer", 25_000, 15],
  ] as const)("%s × %i costs %d AED whatever amount the client sends", async (serviceType, quantity, aed) => {
    for (const amount of [0.01, 1_000_000, -5, "free"]) {
      const res = await createPayment({
        amount,
        description: "x",
        tiktokUrl: LINK,
        serviceType,
        serviceQuantity: quantity,
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string; amount: number; currency: string };
      expect(body).toMatchObject({ amount: aed, currency: "AED" });
      expect(await stored(body.id)).toMatchObject({
        amountFils: Math.round(aed * 100),
        listAmountFils: Math.round(aed * 100),
      });
    }
  });

  it("takes service, quantity and link from the description when the fields are absent", async () => {
    const views = await newPayment({
      serviceType: undefined,
      serviceQuantity: undefined,
      tiktokUrl: undefined,
      description: `طلب 20,000 مشاهدة ${LINK}`,
    });
    expect(await stored(views.id)).toMatchObject({
      serviceType: "VIEWS",
      quantity: 20_000,
      tiktokUrl: LINK,
      amountFils: 532,
    });
    const likes = await newPayment({
      serviceType: undefined,
      serviceQuantity: undefined,
      description: "طلب 500 إعجاب",
    });
    expect(await stored(likes.id)).toMatchObject({ serviceType: "LIKES", quantity: 500, amountFils: 861 });
  });

  it("takes the service and quantity sent as data, and describes the payment from what is charged, not the client's text", async () => {
    const likes = await newPayment({
      serviceType: "likes",
      serviceQuantity: 500,
      description: `طلب 20,000 مشاهدة - ادفع هنا ${LINK}`,
    });
    expect(await stored(likes.id)).toMatchObject({
      serviceType: "LIKES",
      quantity: 500,
      amountFils: 861,
      description: "طلب 500 إعجاب",
    });
    const explorer = await newPayment({ serviceType: "explorer", serviceQuantity: undefined, description: "x" });
    expect(await stored(explorer.id)).toMatchObject({ serviceType: "EXPLORER", description: "طلب باقة الإكسبلور" });
    const parsed = await newPayment({
      serviceType: undefined,
      serviceQuantity: undefined,
      description: `طلب 20000 مشاهدة ${LINK}`,
    });
    expect(await stored(parsed.id)).toMatchObject({ description: "طلب 20,000 مشاهدة" });
  });

  // The purchase form's slider and field use the same limits (components/store/quantity-picker.tsx).
  it.each(["views", "likes"] as const)(
    "accepts exactly the %s quantities the purchase form offers",
    async (serviceType) => {
      const { min, max } = QUANTITY_LIMITS[serviceType];
      const status = async (serviceQuantity: number) =>
        (await createPayment({ tiktokUrl: LINK, serviceType, serviceQuantity })).status;
      expect([await status(min - 1), await status(min), await status(max), await status(max + 1)]).toEqual([
        400, 201, 201, 400,
      ]);
    },
  );

  it("stores the customer, the link and our own id of at least 128 random bits; defaults name and e-mail when absent", async () => {
    const a = await newPayment({ customerName: "  سارة ", customerEmail: "sara@example.com" });
    const b = await newPayment();
    expect(a.id).toMatch(/^pay_[A-Za-z0-9_-]{24}$/);
    expect(a.id).not.toBe(b.id);
    expect(a.redirectUrl).toBe(`/ziina-payment?id=${a.id}&direct=true`);
    expect(await stored(a.id)).toMatchObject({
      customerName: "سارة",
      customerEmail: "sara@example.com",
      tiktokUrl: LINK,
      status: "PENDING",
    });
    expect(await stored(b.id)).toMatchObject({ customerName: "ضيف", customerEmail: "guest@example.com" });
  });

  it("gives a signed-in customer with a completed paid order 5% off, and nobody else", async () => {
    const user = await signedInUser();
    const first = await newPayment({}, user.cookie);
    expect(first.amount).toBe(3.5);
    await db.payment.update({ where: { id: first.id }, data: { status: "COMPLETED" } });
    const order = await transaction((tx) =>
      createOrder(tx, {
        source: "PAID",
        paymentId: first.id,
        userId: user.id,
        serviceType: "VIEWS",
        quantity: 5_000,
        link: LINK,
        amountFils: 350,
      }),
    );
    expect((await newPayment({}, user.cookie)).amount).toBe(3.5); // paid, not yet completed
    await db.order.update({ where: { id: order.id }, data: { status: "COMPLETED" } });
    const again = await newPayment({ serviceQuantity: 100_000 }, user.cookie);
    expect(again.amount).toBe(14.25);
    expect(await stored(again.id)).toMatchObject({ listAmountFils: 1_500, amountFils: 1_425, userId: user.id });
    expect((await newPayment({ serviceQuantity: 100_000 })).amount).toBe(15);
    expect((await newPayment({ serviceQuantity: 100_000 }, (await signedInUser()).cookie)).amount).toBe(15);
  });
});

describe("POST /api/ziina/create refuses bad input with the spec's messages", () => {
  const base = { description: "طلب 5000 مشاهدة", tiktokUrl: LINK, serviceType: "views", serviceQuantity: 5000 };
  it.each([
    ["no link anywhere", { ...base, tiktokUrl: undefined }, PAYMENT_LINK_REQUIRED_MESSAGE],
    ["a blank link", { ...base, tiktokUrl: "   " }, PAYMENT_LINK_REQUIRED_MESSAGE],
    ["a link that is not TikTok's", { ...base, tiktokUrl: "https://example.com/video/1" }, LINK_INVALID_MESSAGE],
    [
      "an explorer link without the host",
      { ...base, serviceType: "explorer", tiktokUrl: "https://example.com/x" },
      LINK_INVALID_MESSAGE,
    ],
    ["views below the minimum", { ...base, serviceQuantity: 4_999 }, VIEWS_QUANTITY_MESSAGE],
    ["views above the maximum", { ...base, serviceQuantity: 1_000_001 }, VIEWS_QUANTITY_MESSAGE],
    ["a fractional quantity", { ...base, serviceQuantity: 5000.5 }, VIEWS_QUANTITY_MESSAGE],
    ["likes below the minimum", { ...base, serviceType: "likes", serviceQuantity: 99 }, LIKES_QUANTITY_MESSAGE],
    ["likes above the maximum", { ...base, serviceType: "likes", serviceQuantity: 5_001 }, LIKES_QUANTITY_MESSAGE],
    ["no quantity anywhere", { description: "شراء", tiktokUrl: LINK }, QUANTITY_UNKNOWN_MESSAGE],
    // With a serviceType the order is the data alone: the description is not parsed for a missing quantity.
    ["a service without its quantity", { ...base, serviceQuantity: undefined }, QUANTITY_UNKNOWN_MESSAGE],
    ["an unknown service", { ...base, serviceType: "followers" }, QUANTITY_UNKNOWN_MESSAGE],
    ["a quantity of the wrong type", { ...base, serviceQuantity: { n: 1 } }, QUANTITY_UNKNOWN_MESSAGE],
    // A quantity is a whole number or refused: never another number read out of its digits.
    [
      "a decimal quantity as text ('5,000.9' is not 50,009)",
      { ...base, serviceQuantity: "5,000.9" },
      QUANTITY_UNKNOWN_MESSAGE,
    ],
    [
      "a negative quantity as text ('-5000' is not 5,000)",
      { ...base, serviceQuantity: "-5000" },
      QUANTITY_UNKNOWN_MESSAGE,
    ],
    ["a negative quantity", { ...base, serviceQuantity: -5000 }, VIEWS_QUANTITY_MESSAGE],
    ["a quantity with an exponent", { ...base, serviceQuantity: "5e3" }, QUANTITY_UNKNOWN_MESSAGE],
    ["a quantity with a decimal point", { ...base, serviceQuantity: "6000.0" }, QUANTITY_UNKNOWN_MESSAGE],
    ["a quantity with stray text", { ...base, serviceQuantity: "6000 views" }, QUANTITY_UNKNOWN_MESSAGE],
    ["a quantity of misplaced separators", { ...base, serviceQuantity: "50,00" }, QUANTITY_UNKNOWN_MESSAGE],
    [
      "a decimal quantity in the description",
      { ...base, serviceType: undefined, serviceQuantity: undefined, description: `طلب 5,000.9 مشاهدة ${LINK}` },
      QUANTITY_UNKNOWN_MESSAGE,
    ],
    ["an empty name", { ...base, customerName: " " }, NAME_AND_EMAIL_REQUIRED_MESSAGE],
    ["an empty e-mail", { ...base, customerEmail: "" }, NAME_AND_EMAIL_REQUIRED_MESSAGE],
    ["an invalid e-mail", { ...base, customerEmail: "not-an-email" }, EMAIL_INVALID_MESSAGE],
    ["a link of the wrong type", { ...base, tiktokUrl: 42 }, PAYMENT_LINK_REQUIRED_MESSAGE],
  ])("%s → 400", async (_name, body, message) => {
    const res = await createPayment(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, error: message });
    expect(await db.payment.count()).toBe(0);
  });

  it.each([
    ["5000", 5_000],
    ["5,000", 5_000],
    ["٥٬٠٠٠", 5_000],
    [" 12,500 ", 12_500],
  ])("reads the quantity %p as %i", async (serviceQuantity, quantity) => {
    const res = await createPayment({ ...base, serviceQuantity });
    expect(res.status).toBe(201);
    expect(await stored(((await res.json()) as { id: string }).id)).toMatchObject({ quantity });
  });

  it("shows the payer at the provider what is paid for, never the customer's text", async () => {
    const restore = useZiina();
    const ziina = ziinaDouble();
    server.use(...ziina.handlers);
    try {
      const res = await createPayment({ ...base, description: "طلب 1000000 مشاهدة", serviceQuantity: 5000 });
      expect(res.status).toBe(201);
      const sent = ziina.requests.filter((r) => r.method === "POST" && r.path.endsWith("/payment_intent"));
      expect(sent.map((r) => (r.body as { message: string }).message)).toEqual(["طلب 5,000 مشاهدة"]);
    } finally {
      restore();
    }
  });

  it("answers a body that is not a JSON object with 400, never 500", async () => {
    for (const body of [[1, 2], "text", null]) {
      const res = await createPayment(body as unknown as object);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("refuses the payment page's simulation when payments are real, before anything is stored or sent", async () => {
    const restore = useZiina();
    try {
      const res = await createPayment({ ...base, simulate: true });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ message: SIMULATION_ONLY_MESSAGE });
      expect(await db.payment.count()).toBe(0);
    } finally {
      restore();
    }
    // On the simulated provider the same request is a payment like any other.
    expect((await createPayment({ ...base, simulate: true })).status).toBe(201);
  });

  it("limits payment creation per client IP", async () => {
    // A fixed clock: the 10-minute window must not roll over mid-test.
    runClockFrom(new Date("2026-11-24T10:00:00Z"));
    const restoreEnv = overrideEnv({ TRUST_PROXY: "true" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await createPayment(base, undefined, { "x-forwarded-for": "203.0.113.7" });
        statuses.push(res.status);
        if (res.status === 429) expect(await res.json()).toMatchObject({ message: PAYMENT_RATE_LIMIT_MESSAGE });
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(30);
      expect(statuses.at(-1)).toBe(429);
      // Another address is not affected.
      expect((await createPayment(base, undefined, { "x-forwarded-for": "203.0.113.8" })).status).toBe(201);
    } finally {
      restoreEnv();
      jest.useRealTimers();
    }
  });
});
