/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { user } from "@/test/support/user";

import { FreeViewsClaim } from "./free-views-claim";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));
const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("@/components/ui/toast", () => ({
  toast: {
    error: (...args: unknown[]) => toastError(...args),
    success: (...args: unknown[]) => toastSuccess(...args),
  },
}));

// jsdom has no Response; the page's clients read ok, status, text() and json().
const reply = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => (typeof body === "string" ? body : JSON.stringify(body)),
    json: async () => (typeof body === "string" ? JSON.parse(body) : body),
  }) as Response;

const VIDEO = "https://www.tiktok.com/@sara/video/7300000000000000001";
let account: { id: string; username: string; usedFreeViews: boolean } | null;
/** What POST /api/tiktok-views/free does in a test; it may change the account as the server would. */
let claimReply: () => Promise<Response>;
let fetchMock: jest.Mock;

beforeEach(() => {
  replace.mockReset();
  toastError.mockReset();
  toastSuccess.mockReset();
  resetCurrentUserForTests();
  account = { id: "u1", username: "sara", usedFreeViews: false };
  claimReply = async () => {
    account = { ...account!, usedFreeViews: true };
    return reply(201, {
      success: true,
      orderId: "0f3c0d9e-1111-4222-8333-444455556666",
      quantity: 1000,
      message: "ok",
    });
  };
  fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    if (input === "/api/auth/current-user") return reply(200, account ?? null);
    if (input === "/api/tiktok-views/free" && init?.method === "POST") return claimReply();
    throw new Error(`unexpected ${input}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = () => screen.getByLabelText("رابط الفيديو على تيك توك");
const submit = () => screen.getByRole("button", { name: "احصل على 1,000 مشاهدة مجانية" });
const claimCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/tiktok-views/free");

async function claimWith(link: string) {
  await user.type(await screen.findByLabelText("رابط الفيديو على تيك توك"), link);
  await user.click(submit());
}

describe("/free-views: loading, then the form", () => {
  it("shows a loading state until the account is known, then one required URL field", async () => {
    render(<FreeViewsClaim />);
    expect(screen.getByRole("status")).toHaveTextContent("جاري التحميل");
    expect(screen.queryByRole("textbox")).toBeNull();
    await screen.findByLabelText("رابط الفيديو على تيك توك");
    expect(field()).toHaveAttribute("type", "url");
    expect(field()).toBeRequired();
    expect(screen.queryByText("جاري التحميل...")).toBeNull();
  });

  it("asks for a link without calling the server when the field is blank", async () => {
    render(<FreeViewsClaim />);
    await claimWith("   ");
    expect(await screen.findByText("يرجى إدخال رابط للفيديو")).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAttribute("aria-describedby", "tiktokUrl-error");
    expect(field()).toHaveFocus();
    expect(claimCalls()).toHaveLength(0);
  });

  it("refuses a link that is not a TikTok video, as the server would", async () => {
    render(<FreeViewsClaim />);
    await claimWith("https://www.instagram.com/reel/C1abc/");
    expect(await screen.findByText(/^العرض المجاني لمشاهدات تيك توك فقط/)).toBeInTheDocument();
    expect(claimCalls()).toHaveLength(0);
  });
});

describe("/free-views: a successful claim", () => {
  it("sends the link, confirms 1,000 views with the rating prompt, links to the order and refreshes the account", async () => {
    render(<FreeViewsClaim />);
    await claimWith(VIDEO);
    const heading = await screen.findByRole("heading", { name: "تم استلام طلبك بنجاح!" });
    expect(heading).toHaveFocus();
    expect(JSON.parse(claimCalls()[0]![1].body as string)).toEqual({ tiktokUrl: VIDEO });
    expect(screen.getByText(/ستتم إضافة 1,000 مشاهدة إلى الفيديو الخاص بك/)).toBeInTheDocument();
    expect(screen.getByText(/ساعدنا بتقييم فيديو متجرنا على تيك توك/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "قيّم فيديو المتجر" })).toHaveAttribute(
      "href",
      "https://www.tiktok.com/@trendboost",
    );
    expect(screen.getByRole("link", { name: /متابعة حالة الطلب/ })).toHaveAttribute(
      "href",
      "/order-complete?id=0f3c0d9e-1111-4222-8333-444455556666",
    );
    expect(toastSuccess).toHaveBeenCalled();
    // The account is asked for again (header and profile learn it is used), and the confirmation stays.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === "/api/auth/current-user")).toHaveLength(2),
    );
    expect(screen.getByRole("heading", { name: "تم استلام طلبك بنجاح!" })).toBeInTheDocument();
    expect(screen.queryByText("لقد استخدمت العرض المجاني بالفعل")).toBeNull();
  });

  it("marks the browser as having used the offer at once, before the account is asked again", async () => {
    document.cookie = "account-hint=; max-age=0"; // nothing left by the tests before
    document.documentElement.removeAttribute("data-offer-used");
    render(<FreeViewsClaim />);
    await screen.findByLabelText("رابط الفيديو على تيك توك");
    // The account's next answer never comes (the page is closed, a slow network).
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (input === "/api/tiktok-views/free" && init?.method === "POST") return claimReply();
      return new Promise<Response>(() => {});
    });
    await claimWith(VIDEO);
    await screen.findByRole("heading", { name: "تم استلام طلبك بنجاح!" });
    expect(document.cookie).toMatch(/(^|; )account-hint=offer-used(;|$)/);
    expect(document.documentElement.hasAttribute("data-offer-used")).toBe(true);
  });

  it("is busy while the request runs: the button is disabled and says so", async () => {
    let finish: (r: Response) => void = () => {};
    claimReply = () => new Promise<Response>((resolve) => (finish = resolve));
    render(<FreeViewsClaim />);
    await claimWith(VIDEO);
    // The form checks the link first (its schema loads on demand), then sends.
    const busy = await screen.findByRole("button", { name: /جاري إرسال الطلب/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(claimCalls()).toHaveLength(1);
    await act(async () => finish(reply(201, { success: true, orderId: "o1", quantity: 1000, message: "ok" })));
    await screen.findByRole("heading", { name: "تم استلام طلبك بنجاح!" });
  });
});

describe("/free-views: already used", () => {
  it("shows the notice with a button home when the account has used the offer", async () => {
    account = { id: "u1", username: "sara", usedFreeViews: true };
    render(<FreeViewsClaim />);
    expect(await screen.findByRole("heading", { name: "لقد استخدمت العرض المجاني بالفعل" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/");
    expect(screen.queryByLabelText("رابط الفيديو على تيك توك")).toBeNull();
  });

  it("switches to the notice when the server says the offer was already used", async () => {
    const message = "لقد استخدمت العرض المجاني بالفعل. العرض متاح مرة واحدة لكل مستخدم.";
    claimReply = async () => reply(409, { error: message, message });
    render(<FreeViewsClaim />);
    await claimWith(VIDEO);
    const heading = await screen.findByRole("heading", { name: "لقد استخدمت العرض المجاني بالفعل" });
    expect(heading).toHaveFocus();
    expect(toastError).toHaveBeenCalledWith("حدث خطأ", { description: message });
    expect(screen.queryByLabelText("رابط الفيديو على تيك توك")).toBeNull();
  });
});

describe("/free-views: errors", () => {
  it("shows the server's error in a red alert and a destructive toast, and keeps the form", async () => {
    const message = "تم استخدام العرض المجاني من هذا الجهاز أو الشبكة عدة مرات اليوم";
    claimReply = async () => reply(429, { error: message, message });
    render(<FreeViewsClaim />);
    await claimWith(VIDEO);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(toastError).toHaveBeenCalledWith("حدث خطأ", { description: message });
    expect(field()).toHaveValue(VIDEO);
    expect(submit()).toBeEnabled();
  });

  it.each([
    ["an answer without an error field", () => reply(500, { message: "" })],
    ["an HTML error page from a proxy", () => reply(502, "<html>Bad Gateway</html>")],
  ])("falls back to 'حدث خطأ أثناء طلب المشاهدات المجانية' for %s", async (_label, answer) => {
    claimReply = async () => answer();
    render(<FreeViewsClaim />);
    await claimWith(VIDEO);
    expect(await screen.findByRole("alert")).toHaveTextContent("حدث خطأ أثناء طلب المشاهدات المجانية");
    expect(toastError).toHaveBeenCalledWith("حدث خطأ", { description: "حدث خطأ أثناء طلب المشاهدات المجانية" });
  });

  it("falls back to 'حدث خطأ أثناء معالجة طلبك' when the request gets no answer", async () => {
    claimReply = () => Promise.reject(new TypeError("Failed to fetch"));
    jest.spyOn(console, "error").mockImplementation(() => {});
    render(<FreeViewsClaim />);
    await claimWith(VIDEO);
    expect(await screen.findByRole("alert")).toHaveTextContent("حدث خطأ أثناء معالجة طلبك");
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it("sends a visitor whose session has ended to /login with the spec's toast, once", async () => {
    account = null;
    render(<FreeViewsClaim />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login?callbackUrl=%2Ffree-views"));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("تسجيل الدخول مطلوب", {
      description: expect.stringContaining("تسجيل الدخول أولاً"),
    });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText("رابط الفيديو على تيك توك")).toBeNull();
  });

  it("does the same when the session ends between loading the page and submitting", async () => {
    claimReply = async () => reply(401, { error: "تسجيل الدخول مطلوب", message: "تسجيل الدخول مطلوب" });
    render(<FreeViewsClaim />);
    await claimWith(VIDEO);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login?callbackUrl=%2Ffree-views"));
    expect(toastError).toHaveBeenCalledWith("تسجيل الدخول مطلوب", {
      description: expect.stringContaining("تسجيل الدخول أولاً"),
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
