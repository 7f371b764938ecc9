/** @jest-environment jsdom */
import { loadStoredOrder, storeLink } from "@/components/store/order-storage";
import { sourceLinesMatching } from "@/test/support/source-files";

import {
  deviceOrders,
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
        except: ["components/checkout/device-storage.ts"],
      }),
    ).toEqual([]);
  });
});
