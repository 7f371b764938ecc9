/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { STORAGE_KEYS } from "@/components/checkout/device-storage";
import { addTrackingSink, type TrackingEvent } from "@/lib/tracking/contract";
import { installFakeApi, type FakeReply } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { ExplorerForm } from "./explorer-form";
import { PurchaseForm } from "./purchase-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/",
}));
const toastError = jest.fn();
jest.mock("sonner", () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));
const navigateTo = jest.fn();
jest.mock("@/components/checkout/navigate", () => ({ navigateTo: (url: string) => navigateTo(url) }));

const VIDEO = "https://www.tiktok.com/@sara/video/7300000000000000001";
const PAY = "pay_0123456789abcdef0123456789abcdef";
const created: FakeReply = {
  status: 201,
  body: { id: PAY, redirectUrl: `/ziina-payment?id=${PAY}&direct=true`, amount: 3.5, currency: "AED" },
};
const noOpenOrder = () => ({ body: { order: null } });
/** The link field's video preview (components/store/video-preview.tsx): not found, no preview. */
const noPreview = () => ({ status: 404, body: { error: "NOT_FOUND", message: "—" } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear(); // the tab's link being paid (components/store/link-being-paid.test.tsx)
  toastError.mockReset();
  navigateTo.mockReset();
  resetCurrentUserForTests();
});

const linkField = () => screen.getByLabelText("رابط الفيديو على تيك توك");
const buy = () => user.click(screen.getByRole("button", { name: /اشترِ/ }));

async function buyViews(link = VIDEO) {
  render(<PurchaseForm initialService="views" />);
  await user.type(linkField(), link);
  await buy();
}

describe("the buy button", () => {
  it("creates the payment, keeps its id and the order on the device, reports InitiateCheckout and goes to the provider", async () => {
    const events: TrackingEvent[] = [];
    const remove = addTrackingSink((e) => events.push(e));
    const api = installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/orders/open": noOpenOrder,
      "POST /api/ziina/create": () => created,
    });
    await buyViews();
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    remove();
    // The order goes as data, no text for the server to parse back.
    expect(api.callsTo("/api/ziina/create")[0]!.body).toEqual({
      amount: 3.5,
      tiktokUrl: VIDEO,
      serviceType: "views",
      serviceQuantity: 5000,
    });
    expect(localStorage.getItem(STORAGE_KEYS.paymentId)).toBe(PAY);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.orderInfo)!)).toMatchObject({ tiktokUrl: VIDEO, amount: 3.5 });
    expect(events.find((e) => e.eventType === "InitiateCheckout")?.eventProps).toMatchObject({ value: 3.5 });
    expect(navigateTo).toHaveBeenCalledWith(`/ziina-payment?id=${PAY}&direct=true`);
    expect(screen.getByRole("button", { name: /اشترِ/ })).toBeDisabled(); // leaving for the provider
  });

  it("frees the button when the back button brings the page back from the browser's cache", async () => {
    installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/orders/open": noOpenOrder,
      "POST /api/ziina/create": () => created,
    });
    await buyViews();
    expect(navigateTo).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /اشترِ/ })).toBeDisabled();
    // An ordinary pageshow (the first load) changes nothing; a restored page does.
    const pageshow = (persisted: boolean) =>
      act(() => {
        window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted }));
      });
    pageshow(false);
    expect(screen.getByRole("button", { name: /اشترِ/ })).toBeDisabled();
    pageshow(true);
    expect(screen.getByRole("button", { name: /اشترِ الآن/ })).toBeEnabled();
  });

  it("shows the server's error in a destructive toast titled 'تعذر إكمال عملية الدفع', and lets the visitor try again", async () => {
    installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/orders/open": noOpenOrder,
      "POST /api/ziina/create": () => ({ status: 400, body: { error: "الكمية خارج الحدود", message: "x" } }),
    });
    await buyViews();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("تعذر إكمال عملية الدفع", { description: "الكمية خارج الحدود" }),
    );
    expect(navigateTo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("button", { name: /اشترِ/ })).toBeEnabled());
  });

  it("falls back to 'حدث خطأ أثناء إنشاء طلب الدفع' when the error names nothing", async () => {
    installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/orders/open": noOpenOrder,
      "POST /api/ziina/create": () => ({ status: 502, body: {} }),
    });
    await buyViews();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("تعذر إكمال عملية الدفع", {
        description: "حدث خطأ أثناء إنشاء طلب الدفع",
      }),
    );
  });

  it("gives up after 10 seconds with the spec's timeout message", async () => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask"] });
    try {
      installFakeApi({ "GET /api/tiktok/video": noPreview, "GET /api/orders/open": noOpenOrder });
      // The create call never answers until aborted.
      const fetchBefore = global.fetch;
      let asked = false;
      global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== "/api/ziina/create") return fetchBefore(input, init);
        asked = true;
        return new Promise((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        );
      }) as typeof fetch;
      render(<PurchaseForm initialService="views" />);
      await user.type(linkField(), VIDEO);
      await user.click(screen.getByRole("button", { name: /اشترِ/ }));
      // The checkout's own chunk loads on the click; the 10 seconds count from the request.
      for (let i = 0; i < 100 && !asked; i++) await act(async () => await Promise.resolve());
      expect(asked).toBe(true);
      await act(async () => {
        jest.advanceTimersByTime(9_900);
      });
      expect(toastError).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      expect(toastError).toHaveBeenCalledWith("تعذر إكمال عملية الدفع", {
        description: "انتهت مهلة الاتصال بخدمة الدفع (10 ثوانٍ)",
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it("warns before a second order for a link with an unfinished one, links to it, and continues on request", async () => {
    localStorage.setItem(STORAGE_KEYS.paymentId, "pay_earlier_123");
    const api = installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/orders/open": () => ({
        body: {
          order: {
            id: "ord-1",
            paymentId: "pay_earlier_123",
            status: "PROCESSING",
            serviceType: "views",
            quantity: 5000,
            createdAt: "2026-11-21T10:00:00.000Z",
          },
        },
      }),
      "POST /api/ziina/create": () => created,
    });
    await buyViews();
    await screen.findByText("لديك طلب لم يكتمل بعد لهذا الرابط");
    const open = api.callsTo("/api/orders/open")[0]!;
    expect(open.url.searchParams.get("link")).toBe(VIDEO);
    expect(open.url.searchParams.get("paymentIds")).toBe("pay_earlier_123");
    expect(screen.getByText("لديك طلب لم يكتمل بعد لهذا الرابط")).toBeInTheDocument();
    expect(screen.getByText(/لا تطلب أكثر من خدمة لنفس الرابط/, { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "عرض الطلب الحالي" })).toHaveAttribute(
      "href",
      "/order-complete?id=ord-1&payment_id=pay_earlier_123",
    );
    expect(api.callsTo("/api/ziina/create")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "متابعة الدفع على أي حال" }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(api.callsTo("/api/ziina/create")).toHaveLength(1);
  });

  it("buys the explorer bundle for its link", async () => {
    const api = installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/orders/open": noOpenOrder,
      "POST /api/ziina/create": () => created,
    });
    render(<ExplorerForm />);
    await user.type(linkField(), VIDEO);
    await buy();
    await waitFor(() => expect(api.callsTo("/api/ziina/create")).toHaveLength(1));
    expect(api.callsTo("/api/ziina/create")[0]!.body).toMatchObject({
      serviceType: "explorer",
      serviceQuantity: 25000,
      tiktokUrl: VIDEO,
    });
  });
});
