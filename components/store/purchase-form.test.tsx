/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";

import { resetCurrentUserForTests, whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { STORAGE_KEYS } from "@/components/checkout/device-storage";
import { DEFAULT_PRICE_LIST, LINK_INVALID_MESSAGE, SERVICES } from "@/lib/pricing";
import { addTrackingSink, resetTrackingForTests, type TrackingEvent } from "@/lib/tracking/contract";
import { installFakeApi } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { ExplorerForm } from "./explorer-form";
import { FreeViewsPromotion } from "./free-views-promotion";
import { REGISTER_TOAST } from "./free-views-offer-dialog";
import { PurchaseForm } from "./purchase-form";
import { resetPriceListForTests } from "./use-price-list";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace, refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/",
}));
const toastInfo = jest.fn();
jest.mock("sonner", () => ({ toast: { info: (...args: unknown[]) => toastInfo(...args) } }));

/** The link's preview (asked once a link is in the field) is not what these tests look at: no preview. */
const noPreview = () => ({ status: 404, body: { error: "NOT_FOUND", message: "—" } });
let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  toastInfo.mockReset();
  localStorage.clear();
  resetCurrentUserForTests();
  api = installFakeApi({ "GET /api/tiktok/video": noPreview });
});

/** Renders a form and waits for the account the receipt field asks about (its update lands inside act). */
async function renderForm(ui: React.ReactElement) {
  const rendered = render(ui);
  await act(() => whenCurrentUserKnown());
  return rendered;
}

const quantityField = () => screen.getByLabelText("كمية مخصصة");
const linkField = () => screen.getByLabelText("رابط الفيديو على تيك توك");
const price = () => screen.getByTestId("price").textContent;

describe("purchase form: quantity", () => {
  it("starts at the spec's defaults: 5,000 views for 3.50, 100 likes for 3.50", async () => {
    const { unmount } = await renderForm(<PurchaseForm initialService="views" />);
    expect(quantityField()).toHaveValue("5000");
    expect(price()).toContain("3.50");
    unmount();
    await renderForm(<PurchaseForm initialService="likes" />);
    expect(quantityField()).toHaveValue("100");
    expect(price()).toContain("3.50");
  });

  // The server accepts exactly these (app/api/ziina/create/create.int.test.ts).
  it.each(["views", "likes"] as const)("offers the catalogue's %s quantities on the slider", async (service) => {
    await renderForm(<PurchaseForm initialService={service} />);
    const { min, max, step, default: initial } = SERVICES[service].limits;
    const slider = screen.getByRole("slider");
    expect([slider.getAttribute("min"), slider.getAttribute("max"), slider.getAttribute("step")]).toEqual(
      [min, max, step].map(String),
    );
    expect(quantityField()).toHaveValue(String(initial));
  });

  it("keeps digits only and caps at the maximum while typing", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    await user.clear(quantityField());
    await user.type(quantityField(), "2a0,000");
    expect(quantityField()).toHaveValue("20000");
    expect(price()).toContain("5.32");
    await user.type(quantityField(), "000");
    expect(quantityField()).toHaveValue("1000000");
    expect(price()).toContain("50.00");
  });

  it("says the minimum beside a quantity below it, keeps what was typed, and does not buy it", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    await user.type(linkField(), "https://www.tiktok.com/@sara/video/1");
    await user.clear(quantityField());
    await user.type(quantityField(), "1000");
    fireEvent.blur(quantityField());
    expect(quantityField()).toHaveValue("1000");
    expect(quantityField()).toHaveAttribute("aria-invalid", "true");
    const message = screen.getByText("أقل كمية للطلب 5,000 مشاهدة");
    expect(quantityField().getAttribute("aria-describedby")).toContain(message.id);
    await user.click(screen.getByRole("button", { name: /اشترِ الآن/ }));
    expect(quantityField()).toHaveFocus();
    expect(api.callsTo("/api/ziina/create")).toHaveLength(0);
    await user.type(quantityField(), "0");
    expect(screen.queryByText("أقل كمية للطلب 5,000 مشاهدة")).not.toBeInTheDocument();
    expect(quantityField()).not.toHaveAttribute("aria-invalid");
  });

  it("offers the common amounts as one-tap choices", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    const choices = screen.getByRole("group", { name: "كميات شائعة" });
    const pick = (name: string) => within(choices).getByRole("button", { name });
    expect(pick("5,000")).toHaveAttribute("aria-pressed", "true");
    await user.click(pick("25,000"));
    expect(quantityField()).toHaveValue("25000");
    expect(pick("25,000")).toHaveAttribute("aria-pressed", "true");
    expect(pick("5,000")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: /اشترِ الآن 25,000 مشاهدة/ })).toBeInTheDocument();
  });

  it("clamps into the limits on blur", async () => {
    await renderForm(<PurchaseForm initialService="likes" />);
    await user.clear(quantityField());
    await user.type(quantityField(), "130");
    fireEvent.blur(quantityField());
    expect(quantityField()).toHaveValue("130");
    await user.clear(quantityField());
    await user.type(quantityField(), "99999");
    expect(quantityField()).toHaveValue("5000");
    fireEvent.blur(quantityField());
    expect(price()).toContain("75.00");
    expect(localStorage.getItem(STORAGE_KEYS.serviceQuantity)).toBe("5000");
  });
});

describe("purchase form: link and buy button", () => {
  it("warns, beside the buy button, against ordering several services for one link", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    expect(screen.getByRole("note")).toHaveTextContent("لا تطلب أكثر من خدمة لنفس الرابط");
  });

  it("enables the buy button only once a link is typed", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    const buy = screen.getByRole("button", { name: /اشترِ الآن/ });
    expect(buy).toBeDisabled();
    await user.type(linkField(), "x");
    expect(buy).toBeEnabled();
  });

  it("shows the spec's message for a link that is not a TikTok video", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    await user.type(linkField(), "https://youtube.com/watch?v=1");
    await user.click(screen.getByRole("button", { name: /اشترِ الآن/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("يرجى إدخال رابط فيديو تيك توك صحيح");
    expect(linkField()).toHaveAttribute("aria-invalid", "true");
    expect(toastInfo).not.toHaveBeenCalled();
  });

  it("on a failed buy, moves the focus to the link field, scrolls it into view and ties the message to it", async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
    await renderForm(<PurchaseForm initialService="views" />);
    await user.type(linkField(), "my video");
    const buy = screen.getByRole("button", { name: /اشترِ الآن/ });
    await user.click(buy);
    expect(linkField()).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith(linkField());
    const message = screen.getByRole("alert");
    expect(linkField()).toHaveAttribute("aria-describedby", message.id);
    expect(linkField()).toHaveAttribute("aria-invalid", "true");
  });

  it("on the explorer page, a failed buy moves the focus to the link field too", async () => {
    await renderForm(<ExplorerForm />);
    await user.type(linkField(), "my video");
    await user.click(screen.getByRole("button", { name: "اشترِ باقة الإكسبلور" }));
    expect(linkField()).toHaveFocus();
  });

  it("shows the owner's price list once it has arrived, for the services and the bundle", async () => {
    resetPriceListForTests();
    const prices = JSON.parse(JSON.stringify(DEFAULT_PRICE_LIST)) as typeof DEFAULT_PRICE_LIST;
    prices.views.points[0] = { quantity: 5_000, fils: 420 };
    prices.explorer.fils = 1_900;
    prices.views.quick = [5_000, 7_000];
    api = installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/prices": () => ({ body: { version: 2, prices } }),
    });
    await renderForm(<PurchaseForm initialService="views" />);
    expect(await screen.findByText("4.20")).toBeInTheDocument();
    const quick = within(screen.getByRole("group", { name: "كميات شائعة" })).getAllByRole("button");
    expect(quick.map((b) => b.textContent)).toEqual([
      expect.stringContaining("5,000"),
      expect.stringContaining("7,000"),
    ]);
    cleanup();
    await renderForm(<ExplorerForm />);
    expect(screen.getByTestId("price")).toHaveTextContent("19.00 درهم");
    expect(api.callsTo("/api/prices")).toHaveLength(1);
    resetPriceListForTests();
  });

  it("shows a promotion in force with its title, what it gives and its end; the price before it only when it was really charged", async () => {
    const promotion = {
      id: "p1",
      title: "عرض الشتاء",
      kind: "PERCENT",
      value: 20,
      services: ["views"],
      endsAt: "2027-01-15T19:59:00.000Z",
      endsAtText: "15 يناير، 11:59 م",
      referencePrice: false,
    };
    for (const referencePrice of [false, true]) {
      resetPriceListForTests();
      api = installFakeApi({
        "GET /api/tiktok/video": noPreview,
        "GET /api/prices": () => ({
          body: { version: 0, prices: DEFAULT_PRICE_LIST, promotions: [{ ...promotion, referencePrice }] },
        }),
      });
      const { container } = await renderForm(<PurchaseForm initialService="views" initialQuantity={100_000} />);
      expect(await screen.findByTestId("promotion")).toHaveTextContent(
        "عرض الشتاء: خصم 20%، عرض محدود حتى 15 يناير، 11:59 م",
      );
      expect(screen.getByTestId("price")).toHaveTextContent("12.00 درهم");
      expect(container.querySelector("s")?.textContent ?? null).toBe(referencePrice ? "15.00 درهم" : null);
      cleanup();
    }
    // Not on likes, which it does not cover: the list price, no word of it.
    await renderForm(<PurchaseForm initialService="likes" initialQuantity={1_000} />);
    expect(screen.getByTestId("price")).toHaveTextContent("15.00 درهم");
    expect(screen.queryByTestId("promotion")).toBeNull();
    resetPriceListForTests();
  });

  it("shows the explorer bundle's one price, with no struck-through reference price it was never sold at", async () => {
    const { container } = await renderForm(<ExplorerForm />);
    expect(screen.getByTestId("price")).toHaveTextContent("15.00 درهم");
    expect(container.querySelector("del, s")).toBeNull();
    // The only word of a discount is the visitor's own way to a code (closed until asked for).
    expect(container.textContent!.replace("لديك رمز خصم؟", "")).not.toMatch(/خصم|بدلاً من|عرض محدود/);
  });

  it("reports AddToCart once a valid link is given, with the product and the engine's price", async () => {
    resetTrackingForTests();
    const events: TrackingEvent[] = [];
    const remove = addTrackingSink((e) => events.push(e));
    await renderForm(<PurchaseForm initialService="likes" />);
    await user.type(linkField(), "my video");
    expect(events).toEqual([]);
    await user.clear(linkField());
    await user.click(linkField());
    await user.paste("https://vm.tiktok.com/ZMabc123/");
    await user.type(linkField(), "?lang=ar");
    remove();
    expect(events.map((e) => [e.eventType, e.eventProps])).toEqual([
      [
        "AddToCart",
        expect.objectContaining({
          value: 3.5,
          currency: "AED",
          quantity: 100,
          content_type: "product",
          content_id: "likes",
          content_name: "إعجابات تيك توك",
        }),
      ],
    ]);
  });

  it("brings back the quantity stored before a reload, and offers the stored link without filling it in", async () => {
    localStorage.setItem(STORAGE_KEYS.link, "https://vm.tiktok.com/ZMabc/");
    localStorage.setItem(STORAGE_KEYS.serviceType, "views");
    localStorage.setItem(STORAGE_KEYS.serviceQuantity, "20000");
    await renderForm(<PurchaseForm initialService="views" />);
    expect(quantityField()).toHaveValue("20000");
    expect(linkField()).toHaveValue("");
    const previous = screen.getByRole("button", { name: /استخدم الرابط السابق/ });
    expect(previous).toHaveTextContent("vm.tiktok.com/ZMabc");
    await user.click(previous);
    expect(linkField()).toHaveValue("https://vm.tiktok.com/ZMabc/");
    expect(screen.queryByRole("button", { name: /استخدم الرابط السابق/ })).not.toBeInTheDocument();
  });

  it("opened by the analyser's boost button, starts with an empty link, never the last video ordered here", async () => {
    localStorage.setItem(STORAGE_KEYS.link, "https://www.tiktok.com/@sara/video/1");
    await renderForm(<PurchaseForm initialService="views" initialQuantity={20_000} />);
    expect(linkField()).toHaveValue("");
    expect(quantityField()).toHaveValue("20000");
    expect(screen.getByRole("button", { name: "اشترِ الآن 20,000 مشاهدة" })).toBeDisabled();
  });

  it("names the previous video by its account and the end of its id, not a link cut before the id", async () => {
    const link = "https://www.tiktok.com/@sara.uae/video/7312345678904829173";
    localStorage.setItem(STORAGE_KEYS.link, link);
    await renderForm(<PurchaseForm initialService="views" />);
    const previous = screen.getByRole("button", { name: /استخدم الرابط السابق/ });
    expect(previous).toHaveTextContent("@sara.uae/video/…4829173");
    expect(within(previous).getByTitle(link)).toBeInTheDocument();
  });

  it("on the explorer page, starts empty and offers the previous order's link as a choice", async () => {
    localStorage.setItem(STORAGE_KEYS.link, "https://www.tiktok.com/@sara/video/1");
    await renderForm(<ExplorerForm />);
    expect(linkField()).toHaveValue("");
    await user.click(screen.getByRole("button", { name: /استخدم الرابط السابق/ }));
    expect(linkField()).toHaveValue("https://www.tiktok.com/@sara/video/1");
  });
});

describe("purchase form: tabs", () => {
  it("switches to likes with its default, and sends the explorer tab to its page", async () => {
    await renderForm(<PurchaseForm initialService="views" />);
    await user.click(screen.getByRole("tab", { name: "إعجابات" }));
    expect(quantityField()).toHaveValue("100");
    expect(replace).toHaveBeenCalledWith("/?serviceType=likes", { scroll: false });
    await user.click(screen.getByRole("tab", { name: "باقة الإكسبلور" }));
    expect(push).toHaveBeenCalledWith("/explorer-package");
  });

  it("on the explorer page, goes back to / and /?serviceType=likes", async () => {
    await renderForm(<ExplorerForm />);
    await user.click(screen.getByRole("tab", { name: "مشاهدات" }));
    expect(push).toHaveBeenCalledWith("/");
    await user.click(screen.getByRole("tab", { name: "إعجابات" }));
    expect(push).toHaveBeenCalledWith("/?serviceType=likes");
  });

  it("on the explorer page asks for a TikTok video link like the other forms, and prices the bundle at 15.00", async () => {
    await renderForm(<ExplorerForm />);
    expect(price()).toContain("15.00");
    await user.type(linkField(), "javascript:alert(document.domain)//tiktok.com/garble");
    await user.click(screen.getByRole("button", { name: "اشترِ باقة الإكسبلور" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  });

  it("on the explorer page, reports AddToCart for the bundle at 15 AED once its link is on TikTok", async () => {
    resetTrackingForTests();
    const events: TrackingEvent[] = [];
    const remove = addTrackingSink((e) => events.push(e));
    await renderForm(<ExplorerForm />);
    await user.click(linkField());
    await user.paste("https://www.tiktok.com/@sara/video/123");
    remove();
    expect(
      events.map((e) => [e.eventType, e.eventProps.value, e.eventProps.quantity, e.eventProps.content_id]),
    ).toEqual([["AddToCart", 15, 25_000, "explorer"]]);
  });
});

describe("free-views dialog", () => {
  it("offers a signed-out visitor register, log in and close; register shows the spec's toast", async () => {
    render(<FreeViewsPromotion />);
    await act(async () => {}); // current-user: signed out
    await user.click(screen.getByRole("button", { name: "احصل على المشاهدات المجانية" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("احصل على 1,000 مشاهدة مجانية");
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute(
      "href",
      "/login?callbackUrl=%2Ffree-views",
    );
    // jsdom cannot navigate; stop the link's default after the app's handlers ran.
    document.addEventListener("click", (e) => e.preventDefault(), { once: true });
    await user.click(screen.getByRole("link", { name: "إنشاء حساب" }));
    expect(toastInfo).toHaveBeenCalledWith(REGISTER_TOAST.title, { description: REGISTER_TOAST.description });
  });

  it("closes on the close button", async () => {
    render(<FreeViewsPromotion />);
    await act(async () => {});
    await user.click(screen.getByRole("button", { name: "احصل على المشاهدات المجانية" }));
    await screen.findByRole("dialog");
    await user.click(screen.getByText("إغلاق", { selector: "button" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends a signed-in user straight to /free-views", async () => {
    installFakeApi({
      "GET /api/tiktok/video": noPreview,
      "GET /api/auth/current-user": () => ({ body: { id: "u1", username: "sara", usedFreeViews: false } }),
    });
    render(<FreeViewsPromotion />);
    await act(async () => {});
    await user.click(screen.getByRole("button", { name: "احصل على المشاهدات المجانية" }));
    expect(push).toHaveBeenCalledWith("/free-views");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
