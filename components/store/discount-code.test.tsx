/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";

import { resetCurrentUserForTests, whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { DISCOUNT_CODE_MESSAGES } from "@/lib/price-list/code-rules";
import { installFakeApi, type FakeRequest } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { ExplorerForm } from "./explorer-form";
import { PurchaseForm } from "./purchase-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/",
}));
const toastError = jest.fn();
jest.mock("sonner", () => ({ toast: { error: (...args: unknown[]) => toastError(...args), info: jest.fn() } }));
const navigateTo = jest.fn();
jest.mock("@/components/checkout/navigate", () => ({ navigateTo: (url: string) => navigateTo(url) }));

const LINK = "https://www.tiktok.com/@creator/video/7300000000000000001";
const noPreview = () => ({ status: 404, body: { error: "NOT_FOUND", message: "—" } });
const noOpenOrder = () => ({ body: { order: null } });

/** The server's answer for TIKTOK20 (20% off) on whatever order it is asked about (views on the default list). */
function check(req: FakeRequest) {
  const body = req.body as { code: string; serviceType: string; serviceQuantity: number };
  if (body.code.toUpperCase() !== "TIKTOK20")
    return { status: 422, body: { error: DISCOUNT_CODE_MESSAGES.unknown, field: "discountCode" } };
  const list = body.serviceType === "explorer" ? 15 : body.serviceQuantity === 5_000 ? 3.5 : 15;
  const amount = Math.round(list * 80) / 100;
  return {
    body: {
      code: "TIKTOK20",
      listAmount: list,
      amount,
      discount: Math.round((list - amount) * 100) / 100,
      endsAt: null,
    },
  };
}

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  localStorage.clear();
  toastError.mockReset();
  navigateTo.mockReset();
  resetCurrentUserForTests();
  window.history.replaceState(null, "", "/");
  api = installFakeApi({ "GET /api/tiktok/video": noPreview, "POST /api/discount-codes/check": check });
});

async function renderForm(ui: React.ReactElement) {
  render(ui);
  await act(() => whenCurrentUserKnown());
}
const price = () => screen.getByTestId("price").textContent;

describe("the buy form's discount code", () => {
  it("asks nothing of the server until the visitor opens it", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    expect(screen.queryByLabelText("رمز الخصم")).toBeNull();
    expect(api.callsTo("/api/discount-codes/check")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "لديك رمز خصم؟" }));
    expect(await screen.findByLabelText("رمز الخصم")).toBeInTheDocument();
    expect(api.callsTo("/api/discount-codes/check")).toHaveLength(0);
  });

  it("applies an ad link's ?code= on arrival: the saving, the new price, and the code sent with the payment", async () => {
    window.history.replaceState(null, "", "/?code=tiktok20");
    api = installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "POST /api/discount-codes/check": check,
      "GET /api/orders/open": noOpenOrder,
      "POST /api/ziina/create": () => ({
        status: 201,
        body: { id: "pay_x", redirectUrl: "/ziina-payment?id=pay_x&direct=true", amount: 2.8, currency: "AED" },
      }),
    });
    await renderForm(<PurchaseForm initialService="views" />);
    expect(await screen.findByRole("status")).toHaveTextContent("الرمز TIKTOK20 مطبّق: وفّرت 0.70 درهم من 3.50");
    expect(price()).toContain("2.80");
    fireEvent.change(screen.getByLabelText("رابط الفيديو على تيك توك"), { target: { value: LINK } });
    await user.click(screen.getByRole("button", { name: /اشترِ الآن/ }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(api.callsTo("/api/ziina/create")[0]!.body).toMatchObject({
      discountCode: "TIKTOK20",
      serviceQuantity: 5_000,
    });
  });

  it("asks again when the quantity changes, and the visitor can remove the code", async () => {
    window.history.replaceState(null, "", "/?code=TIKTOK20");
    await renderForm(<PurchaseForm initialService="views" />);
    await screen.findByRole("status");
    fireEvent.change(screen.getByLabelText("كمية مخصصة"), { target: { value: "100000" } });
    fireEvent.blur(screen.getByLabelText("كمية مخصصة"));
    await waitFor(() => expect(price()).toContain("12.00"));
    expect(api.callsTo("/api/discount-codes/check").at(-1)!.body).toMatchObject({ serviceQuantity: 100_000 });
    await user.click(screen.getByRole("button", { name: "إزالة الرمز" }));
    expect(price()).toContain("15.00");
    expect(window.location.search).toBe("");
  });

  it("shows a refused code's reason on its field", async () => {
    await renderForm(<ExplorerForm />);
    await user.click(screen.getByRole("button", { name: "لديك رمز خصم؟" }));
    await user.type(await screen.findByLabelText("رمز الخصم"), "NOPE{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(DISCOUNT_CODE_MESSAGES.unknown);
    expect(screen.getByLabelText("رمز الخصم")).toHaveAttribute("aria-invalid", "true");
    expect(price()).toContain("15.00");
  });

  it("puts the server's refusal at payment time on the code's field, not in a toast", async () => {
    api = installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "POST /api/discount-codes/check": check,
      "GET /api/orders/open": noOpenOrder,
      "POST /api/ziina/create": () => ({
        status: 422,
        body: { error: DISCOUNT_CODE_MESSAGES.usedUp, field: "discountCode" },
      }),
    });
    window.history.replaceState(null, "", "/?code=TIKTOK20");
    await renderForm(<ExplorerForm />);
    await screen.findByRole("status");
    fireEvent.change(screen.getByLabelText("رابط الفيديو على تيك توك"), { target: { value: LINK } });
    await user.click(screen.getByRole("button", { name: /اشترِ/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(DISCOUNT_CODE_MESSAGES.usedUp);
    expect(toastError).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
