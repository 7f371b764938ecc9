/** @jest-environment jsdom */
import { loadStoredOrder, storeLink } from "@/components/store/order-storage";
import { forgetPersonalDeviceData } from "@/components/auth/personal-device-data";
import { sourceLinesMatching } from "@/test/support/source-files";

import {
  deviceOrders,
  deviceOrdersToJoin,
  forgetDeviceOrders,
  JOIN_WITHOUT_ASKING_MS,
  rememberOrder,
  storedOrderInfo,
  storedPaymentId,
  storeOrderInfo,
  storePaymentId,
  STORAGE_KEYS,
} from "./device-storage";

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("the device's storage: one guard, one set of keys", () => {
  it("keeps the checkout and the purchase form's choices under the spec's keys", () => {
    storeLink("https://www.tiktok.com/@sara/video/1");
    storeOrderInfo({
      tiktokUrl: "https://www.tiktok.com/@sara/video/1",
      quantity: 5_000,
      serviceType: "views",
      amount: 3.5,
    });
    storePaymentId("pay_1");
    expect(localStorage.getItem("tiktok_video_link")).toBe("https://www.tiktok.com/@sara/video/1");
    expect(storedOrderInfo()).toMatchObject({ tiktokUrl: "https://www.tiktok.com/@sara/video/1" });
    expect(localStorage.getItem("ziina_payment_id")).toBe("pay_1");
  });

  it("works on, remembering nothing, where the browser refuses storage (private mode)", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    storeLink("https://www.tiktok.com/@sara/video/1");
    storePaymentId("pay_1");
    rememberOrder({ orderId: "o1", paymentId: "pay_1", serviceType: "views", quantity: 5_000, link: "x" });
    expect(loadStoredOrder()).toEqual({ link: "", serviceType: null, quantity: null });
    expect(storedOrderInfo()).toBeNull();
    expect(storedPaymentId()).toBeNull();
    expect(deviceOrders()).toEqual([]);
  });

  it("is the only code that touches localStorage or names its keys", () => {
    const keys = Object.values(STORAGE_KEYS).join("|");
    expect(
      sourceLinesMatching(new RegExp(`localStorage|"(${keys})"`), {
        // Signing out (components/auth) forgets the person's keys, which it names.
        except: ["components/checkout/device-storage.ts", "components/auth/personal-device-data.ts"],
      }),
    ).toEqual([]);
  });
});

describe("which of the device's orders join an account, and which are only offered", () => {
  const order = (orderId: string, paymentId: string | null = `pay_${orderId}_0000`) => ({
    orderId,
    paymentId,
    serviceType: "views" as const,
    quantity: 5_000,
    link: `https://www.tiktok.com/@sara/video/${orderId.length}`,
  });
  const ids = (list: { orderId: string }[]) => list.map((o) => o.orderId);

  it("joins at once only what this browser session paid for; an order only opened here is asked about", () => {
    rememberOrder(order("opened")); // a receipt's link opened on this device
    rememberOrder(order("bought"), { boughtHere: true });
    rememberOrder(order("free", null), { boughtHere: true }); // nothing to prove it with
    expect(ids(deviceOrdersToJoin().join)).toEqual(["bought"]);
    expect(ids(deviceOrdersToJoin().ask)).toEqual(["opened"]);
  });

  it("keeps the purchase mark when the order page remembers the order again", () => {
    rememberOrder(order("bought"), { boughtHere: true });
    rememberOrder({ ...order("bought"), createdAt: "2026-11-28T09:00:00.000Z" });
    expect(ids(deviceOrdersToJoin().join)).toEqual(["bought"]);
  });

  it("asks about an order of another browser session (another tab, the browser opened again)", () => {
    rememberOrder(order("earlier"), { boughtHere: true });
    sessionStorage.clear(); // a new tab starts with its own session storage
    rememberOrder(order("now"), { boughtHere: true });
    expect(ids(deviceOrdersToJoin().join)).toEqual(["now"]);
    expect(ids(deviceOrdersToJoin().ask)).toEqual(["earlier"]);
  });

  it("asks, past an hour, even in the same session: a tab left open on a shared phone", () => {
    const bought = Date.parse("2026-11-28T08:00:00Z");
    jest.spyOn(Date, "now").mockReturnValue(bought);
    rememberOrder(order("bought"), { boughtHere: true });
    expect(ids(deviceOrdersToJoin(bought + JOIN_WITHOUT_ASKING_MS - 1).join)).toEqual(["bought"]);
    expect(ids(deviceOrdersToJoin(bought + JOIN_WITHOUT_ASKING_MS).ask)).toEqual(["bought"]);
  });

  it("forgets orders by id, and signing out forgets the list, the payment in flight and the session", () => {
    rememberOrder(order("a"), { boughtHere: true });
    rememberOrder(order("b"));
    forgetDeviceOrders(["a"]);
    expect(ids(deviceOrders())).toEqual(["b"]);
    storePaymentId("pay_in_flight");
    storeOrderInfo({
      tiktokUrl: "https://www.tiktok.com/@sara/video/1",
      quantity: 5_000,
      serviceType: "views",
      amount: 3.5,
    });
    storeLink("https://www.tiktok.com/@sara/video/1");
    forgetPersonalDeviceData();
    expect(deviceOrders()).toEqual([]);
    expect(storedPaymentId()).toBeNull();
    expect(storedOrderInfo()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // What the person chose on the buy form is not theirs to hide: it stays.
    expect(loadStoredOrder().link).toBe("https://www.tiktok.com/@sara/video/1");
  });
});
