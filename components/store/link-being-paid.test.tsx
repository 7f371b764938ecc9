/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import { resetCurrentUserForTests, whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { clearCheckout, CHECKOUT_LINK_MINUTES } from "@/components/checkout/device-storage";
import { installFakeApi } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { ExplorerForm } from "./explorer-form";
import { PurchaseForm } from "./purchase-form";

// Back from the payment page, or «إعادة المحاولة» after a cancelled payment,
// the form is mounted anew: the link the customer typed is put back.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/",
}));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), info: jest.fn() } }));
jest.mock("@/components/checkout/navigate", () => ({ navigateTo: jest.fn() }));

const VIDEO = "https://www.tiktok.com/@sara.uae/video/7312345678904829173";
const PAY = "pay_0123456789abcdef0123456789abcdef";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetCurrentUserForTests();
  installFakeApi({
    "GET /api/tiktok/video": () => ({ status: 404, body: { error: "NOT_FOUND", message: "—" } }),
    "GET /api/orders/open": () => ({ body: { order: null } }),
    "POST /api/ziina/create": () => ({
      status: 201,
      body: { id: PAY, redirectUrl: `/ziina-payment?id=${PAY}&direct=true`, amount: 3.5, currency: "AED" },
    }),
  });
});
afterEach(() => jest.useRealTimers());

const linkField = () => screen.getByLabelText("رابط الفيديو على تيك توك");
const buyButton = () => screen.getByRole("button", { name: /اشترِ/ });

async function show(ui: React.ReactElement) {
  const rendered = render(ui);
  await act(() => whenCurrentUserKnown());
  return rendered;
}

/** Types the link, presses buy (off to the payment page), and leaves the page. */
async function payFor(ui: React.ReactElement, link = VIDEO) {
  const { unmount } = await show(ui);
  await user.type(linkField(), link);
  await user.click(buyButton());
  unmount();
}

describe("the link being paid comes back to the field", () => {
  it("back from the payment page: the field holds what was typed and «اشترِ الآن» is ready", async () => {
    await payFor(<PurchaseForm initialService="views" />);
    await show(<PurchaseForm initialService="views" />);
    expect(linkField()).toHaveValue(VIDEO);
    expect(buyButton()).toBeEnabled();
  });

  it("on the explorer page too", async () => {
    await payFor(<ExplorerForm />);
    await show(<ExplorerForm />);
    expect(linkField()).toHaveValue(VIDEO);
  });

  it("never for another video or a later visit: the boost button, another tab, an hour later, a made order", async () => {
    await payFor(<PurchaseForm initialService="views" />);
    // The analyser's boost button opens the form for another video.
    const boost = await show(<PurchaseForm initialService="views" initialQuantity={20_000} />);
    expect(linkField()).toHaveValue("");
    boost.unmount();

    // An hour on, the field starts empty (the previous link stays a visible choice).
    jest.useFakeTimers({ now: Date.now() + (CHECKOUT_LINK_MINUTES + 1) * 60_000, advanceTimers: true });
    const later = await show(<PurchaseForm initialService="views" />);
    expect(linkField()).toHaveValue("");
    expect(screen.getByRole("button", { name: /استخدم الرابط السابق/ })).toBeInTheDocument();
    later.unmount();
    jest.useRealTimers();

    // Another tab has its own session storage.
    await payFor(<PurchaseForm initialService="views" />);
    const stash = sessionStorage.getItem("checkout_link");
    sessionStorage.clear();
    const otherTab = await show(<PurchaseForm initialService="views" />);
    expect(linkField()).toHaveValue("");
    otherTab.unmount();

    // The order was made: nothing is put back.
    sessionStorage.setItem("checkout_link", stash!);
    clearCheckout();
    await show(<PurchaseForm initialService="views" />);
    expect(linkField()).toHaveValue("");
  });
});
