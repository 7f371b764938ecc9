import { installFakeApi } from "@/test/support/fake-api";
import { orderStatus, paymentStatus, VIDEO } from "@/test/support/checkout-factories";
import { expectConsoleError } from "@/test/support/console";

import { CheckoutFlowError, ensureOrder, paymentIdProblem, waitForPayment } from "./complete-payment";

// Its tests drop and refuse calls on purpose, and the data layer logs each failed one.
beforeEach(() => expectConsoleError(/^\[api\] /, { required: false }));

const PAY = paymentStatus().id;
const STATUS = "GET /api/payments/status/:id";
let slept: number[];
const sleep = async (ms: number) => {
  slept.push(ms);
};
beforeEach(() => {
  slept = [];
});

async function flowError(promise: Promise<unknown>): Promise<CheckoutFlowError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CheckoutFlowError);
  return error as CheckoutFlowError;
}

describe("payment ids", () => {
  it("refuses a missing id, the provider's unreplaced placeholder and ids under 5 characters", () => {
    expect(paymentIdProblem(null)).toBe("لم يتم تقديم معرف الدفع");
    expect(paymentIdProblem("CHECKOUT_SESSION_ID")).toBe(
      "معرف الدفع غير صالح (CHECKOUT_SESSION_ID)، يرجى العودة إلى صفحة الطلب",
    );
    expect(paymentIdProblem("abcd")).toBe("معرف الدفع غير صالح");
    expect(paymentIdProblem(PAY)).toBeNull();
  });
});

describe("waiting for the payment", () => {
  it("polls every 3 s while pending and resolves once the server says paid", async () => {
    const answers = [paymentStatus(), paymentStatus(), paymentStatus({ status: "COMPLETED", paid: true })];
    const api = installFakeApi({ [STATUS]: () => ({ body: answers.shift() }) });
    const seen: string[] = [];
    const paid = await waitForPayment(PAY, (s) => seen.push(s.status), { sleep });
    expect(paid.paid).toBe(true);
    expect(seen).toEqual(["PENDING", "PENDING", "COMPLETED"]);
    expect(slept).toEqual([3000, 3000]);
    expect(api.calls[0]!.path).toBe(`/api/payments/status/${PAY}`);
  });

  it("stops at a failed or cancelled payment with its status", async () => {
    installFakeApi({ [STATUS]: () => ({ body: paymentStatus({ status: "CANCELLED" }) }) });
    const error = await flowError(waitForPayment(PAY, () => {}, { sleep }));
    expect([error.kind, error.message]).toEqual(["failed", "لم تكتمل عملية الدفع (الحالة: ملغاة)"]);
  });

  it("asks for a new payment when the server does not know the id", async () => {
    installFakeApi({ [STATUS]: () => ({ status: 404, body: { error: "not found" } }) });
    const error = await flowError(waitForPayment(PAY, () => {}, { sleep }));
    expect(error.message).toBe("لم يتم العثور على تفاصيل الدفع، يرجى إجراء عملية دفع جديدة");
  });

  it("asks to sign in, without polling again, when the payment is an account's and this visitor is not that account", async () => {
    const message = "هذا الطلب مرتبط بحساب آخر. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.";
    const api = installFakeApi({
      [STATUS]: () => ({ status: 403, body: { message, error: message, reason: "ORDER_OF_ANOTHER_ACCOUNT" } }),
    });
    const seen: unknown[] = [];
    const error = await flowError(waitForPayment(PAY, (s) => seen.push(s), { sleep }));
    expect([error.kind, error.message]).toEqual(["sign-in", message]);
    expect(api.calls).toHaveLength(1);
    expect(seen).toEqual([]);
    expect(slept).toEqual([]);
  });

  it("rides out server errors (1 s plus 0.5 s per attempt) and gives up after 5", async () => {
    installFakeApi({ [STATUS]: () => ({ status: 503, body: { error: "down" } }) });
    const error = await flowError(waitForPayment(PAY, () => {}, { sleep }));
    expect(error.kind).toBe("unavailable");
    expect(slept).toEqual([1500, 2000, 2500, 3000, 3500]);
  });

  it("recovers when the server comes back", async () => {
    const answers: Array<"network-error" | { body: unknown }> = [
      "network-error",
      { body: paymentStatus({ status: "COMPLETED", paid: true }) },
    ];
    installFakeApi({ [STATUS]: () => answers.shift()! });
    await expect(waitForPayment(PAY, () => {}, { sleep })).resolves.toMatchObject({ paid: true });
  });
});

describe("ensuring the order", () => {
  const paid = (over = {}) => paymentStatus({ status: "COMPLETED", paid: true, ...over });
  const created = (over = {}) => ({ body: { ...orderStatus(over), success: true, alreadyUsed: false } });

  it("uses the order the server already made for the payment", async () => {
    const api = installFakeApi({});
    await expect(ensureOrder(paid({ orderId: "ord-9" }), null, { sleep })).resolves.toBe("ord-9");
    expect(api.calls).toEqual([]);
  });

  it("posts views to /api/tiktok-views/order with the payment's link and quantity", async () => {
    const api = installFakeApi({ "POST /api/tiktok-views/order": () => created({ id: "ord-2", orderId: "ord-2" }) });
    await expect(ensureOrder(paid(), null, { sleep })).resolves.toBe("ord-2");
    expect(api.calls[0]!.body).toEqual({ paymentId: PAY, link: VIDEO, quantity: 5000 });
  });

  it("posts likes to /api/tiktok-service/order with the service type", async () => {
    const api = installFakeApi({ "POST /api/tiktok-service/order": () => created() });
    await ensureOrder(paid({ serviceType: "likes", quantity: 250 }), null, { sleep });
    expect(api.calls[0]!.body).toEqual({ paymentId: PAY, link: VIDEO, quantity: 250, serviceType: "likes" });
  });

  it("completes a payment made without a link from this device's stored link, then orders the explorer bundle", async () => {
    const api = installFakeApi({
      "POST /api/payments/:id/update-tiktok-url": () => ({ body: { success: true } }),
      "POST /api/explorer-package/order": () => ({ body: { success: true } }),
      "GET /api/tiktok-views/order-by-payment/:id": () => ({ body: orderStatus({ id: "ord-x", orderId: "ord-x" }) }),
    });
    const orderId = await ensureOrder(
      paid({ serviceType: "explorer", quantity: 25000, tiktokUrl: null }),
      {
        tiktokUrl: VIDEO,
      },
      { sleep },
    );
    expect(orderId).toBe("ord-x");
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", `/api/payments/${PAY}/update-tiktok-url`, { tiktokUrl: VIDEO }],
      ["POST", "/api/explorer-package/order", { videoUrl: VIDEO, paymentId: PAY }],
      ["GET", `/api/tiktok-views/order-by-payment/${PAY}`, undefined],
    ]);
    expect(slept).toEqual([2000]); // looked up 2 s after the explorer order call
  });

  it("looks the order up by payment when the server says the payment was already used", async () => {
    installFakeApi({
      "POST /api/tiktok-views/order": () => ({ status: 409, body: { error: "تم استخدام هذه العملية بالفعل" } }),
      "GET /api/tiktok-views/order-by-payment/:id": () => ({ body: orderStatus({ id: "ord-7", orderId: "ord-7" }) }),
    });
    await expect(ensureOrder(paid(), null, { sleep })).resolves.toBe("ord-7");
  });

  it("retries a failing server 5 times every 2 s (explorer: 10 times every 3 s), then says so", async () => {
    installFakeApi({
      "POST /api/tiktok-views/order": () => ({ status: 500, body: { error: "boom" } }),
      "POST /api/explorer-package/order": () => "network-error",
    });
    const views = await flowError(ensureOrder(paid(), null, { sleep }));
    expect(views.kind).toBe("unavailable");
    expect(slept).toEqual(Array(5).fill(2000));
    slept = [];
    const explorer = await flowError(ensureOrder(paid({ serviceType: "explorer" }), null, { sleep }));
    expect(explorer.message).toContain("الخادم غير متاح حالياً");
    expect(slept).toEqual(Array(10).fill(3000));
  });

  it("shows the server's message at once when it refuses (no retry)", async () => {
    const api = installFakeApi({
      "POST /api/tiktok-views/order": () => ({ status: 400, body: { error: "لم يكتمل الدفع بعد" } }),
    });
    const error = await flowError(ensureOrder(paid(), null, { sleep }));
    expect([error.kind, error.message]).toEqual(["order", "لم يكتمل الدفع بعد"]);
    expect(api.calls).toHaveLength(1);
  });

  it("asks to sign in, without retrying, when the order is an account's and this visitor is not that account", async () => {
    const message = "هذا الطلب مرتبط بحساب. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.";
    const api = installFakeApi({
      "POST /api/tiktok-views/order": () => ({
        status: 401,
        body: { message, error: message, reason: "ORDER_OF_ACCOUNT" },
      }),
    });
    const error = await flowError(ensureOrder(paid(), null, { sleep }));
    expect([error.kind, error.message]).toEqual(["sign-in", message]);
    expect(api.calls).toHaveLength(1);
  });
});
