/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";

import { resetCurrentUserForTests, whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { STORAGE_KEYS } from "@/components/checkout/device-storage";
import { BLOCKED_MESSAGE } from "@/lib/blocks/contract";
import { installFakeApi, type FakeReply } from "@/test/support/fake-api";
import { toast } from "sonner";

import { PurchaseForm } from "./purchase-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/",
}));
jest.mock("sonner", () => ({ toast: { error: jest.fn() } }));
jest.mock("@/components/checkout/navigate", () => ({ navigateTo: jest.fn() }));

const VIDEO = "https://www.tiktok.com/@sara/video/7300000000000000001";
const PAY = "pay_0123456789abcdef0123456789abcdef";
const created: FakeReply = {
  status: 201,
  body: { id: PAY, redirectUrl: `/ziina-payment?id=${PAY}&direct=true`, amount: 3.5, currency: "AED" },
};
const routes = {
  "GET /api/orders/open": () => ({ body: { order: null } }),
  "POST /api/ziina/create": () => created,
  // The link's preview (asked once the link is in the field): not what these tests look at.
  "GET /api/tiktok/video": () => ({ status: 404, body: { error: "NOT_FOUND", message: "—" } }),
};

beforeEach(() => {
  localStorage.clear();
  resetCurrentUserForTests();
});

// Each field gets its whole value in one event: typed key by key, a slow machine
// let a re-render move the caret and interleave the keys of two fields.
const emailField = () => screen.findByLabelText(/بريدك الإلكتروني/);
const buy = async (api?: ReturnType<typeof installFakeApi>) => {
  fireEvent.change(screen.getByLabelText("رابط الفيديو على تيك توك"), { target: { value: VIDEO } });
  fireEvent.click(screen.getByRole("button", { name: /اشترِ/ }));
  if (api) await waitFor(() => expect(api.callsTo("/api/ziina/create")).toHaveLength(1));
};

describe("a guest's e-mail for the receipt and the order link", () => {
  it("is optional: without it the payment carries no e-mail", async () => {
    const api = installFakeApi(routes);
    render(<PurchaseForm initialService="views" />);
    expect(await emailField()).toHaveAccessibleDescription("لإرسال الإيصال ورابط الطلب إليك");
    await buy(api);
    expect(api.callsTo("/api/ziina/create")[0]!.body).not.toHaveProperty("customerEmail");
  });

  it("travels with the payment and is remembered on the device for the next order", async () => {
    const api = installFakeApi(routes);
    const { unmount } = render(<PurchaseForm initialService="views" />);
    fireEvent.change(await emailField(), { target: { value: " sara@example.net " } });
    await buy(api);
    expect(api.callsTo("/api/ziina/create")[0]!.body).toMatchObject({ customerEmail: "sara@example.net" });
    expect(localStorage.getItem(STORAGE_KEYS.receiptEmail)).toBe("sara@example.net");
    unmount();
    render(<PurchaseForm initialService="views" />);
    expect(await emailField()).toHaveValue("sara@example.net");
  });

  it("mistyped: marked on the field with the Arabic message beside it and the focus on it, nothing paid", async () => {
    const api = installFakeApi(routes);
    render(<PurchaseForm initialService="views" />);
    fireEvent.change(await emailField(), { target: { value: "sara@example" } });
    await buy();
    const field = await emailField();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/يرجى إدخال بريد إلكتروني صحيح/);
    expect(screen.getByRole("alert")).toHaveTextContent("يرجى إدخال بريد إلكتروني صحيح");
    expect(api.callsTo("/api/ziina/create")).toHaveLength(0);
    // Corrected: the mark goes, and the payment carries the address.
    fireEvent.change(field, { target: { value: "sara@example.net" } });
    await waitFor(() => expect(field).not.toHaveAttribute("aria-invalid"));
    fireEvent.click(screen.getByRole("button", { name: /اشترِ/ }));
    await waitFor(() => expect(api.callsTo("/api/ziina/create")).toHaveLength(1));
    expect(api.callsTo("/api/ziina/create")[0]!.body).toMatchObject({ customerEmail: "sara@example.net" });
  });

  it("refused by the server: the same mark on the field, not a toast", async () => {
    installFakeApi({
      ...routes,
      "POST /api/ziina/create": () => ({ status: 400, body: { error: "يرجى إدخال بريد إلكتروني صحيح" } }),
    });
    render(<PurchaseForm initialService="views" />);
    fireEvent.change(await emailField(), { target: { value: "sara@example.net" } });
    await buy();
    const field = await emailField();
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("is not asked of a signed-in buyer (the account's address is used)", async () => {
    installFakeApi({
      ...routes,
      "GET /api/auth/current-user": () => ({ body: { id: "u1", username: "sara", usedFreeViews: false } }),
    });
    render(<PurchaseForm initialService="views" />);
    await screen.findByRole("button", { name: /اشترِ/ });
    await act(() => whenCurrentUserKnown());
    expect(screen.queryByLabelText(/بريدك الإلكتروني/)).toBeNull();
  });
});

describe("the one-reminder box (docs/checkout-reminders.md)", () => {
  const box = () => screen.queryByRole("checkbox", { name: /ذكّرني بهذا الطلب مرة واحدة/ });

  it("appears once an address is typed, is not ticked, and without a tick the payment carries no consent", async () => {
    const api = installFakeApi(routes);
    render(<PurchaseForm initialService="views" />);
    const field = await emailField();
    expect(box()).toBeNull();
    fireEvent.change(field, { target: { value: "sara@example.net" } });
    expect(box()).not.toBeChecked();
    await buy(api);
    expect(api.callsTo("/api/ziina/create")[0]!.body).not.toHaveProperty("reminderConsent");
  });

  it("ticked, the payment carries the consent with the address", async () => {
    const api = installFakeApi(routes);
    render(<PurchaseForm initialService="views" />);
    fireEvent.change(await emailField(), { target: { value: "sara@example.net" } });
    fireEvent.click(box()!);
    await buy(api);
    expect(api.callsTo("/api/ziina/create")[0]!.body).toMatchObject({
      customerEmail: "sara@example.net",
      reminderConsent: true,
    });
  });
});

describe("a checkout the store refuses (a blocked buyer, link or video)", () => {
  it("says so beside the button with a link to write to the store, not in a toast", async () => {
    installFakeApi({
      ...routes,
      "POST /api/ziina/create": () => ({ status: 403, body: { error: BLOCKED_MESSAGE, code: "FORBIDDEN" } }),
    });
    render(<PurchaseForm initialService="views" />);
    await emailField();
    await buy();
    const refused = await screen.findByTestId("checkout-refused");
    expect(refused).toHaveTextContent("لا يمكننا قبول هذا الطلب");
    expect(within(refused).getByRole("link", { name: "راسلنا" })).toHaveAttribute("href", "/contact");
    expect(toast.error).not.toHaveBeenCalled();
  });
});
