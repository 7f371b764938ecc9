import type { Browser, Locator, Page } from "playwright-core";

import { GUEST_PAGES, STORE_PAGES, isOpenToGuests } from "@/lib/routes";

import { seriousA11yViolations } from "../support/axe";
import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PAY = "pay_00000000000000000000000000000000";
const NO_PAYMENT = "لم يتم العثور على تفاصيل الدفع";
const CONFIRM = "تأكيد الدفع وإنشاء الطلب";

interface Expected {
  /** The page's own main heading (a 404 or an error page would show another). */
  heading: string;
  /** 200 unless said. */
  status?: number;
  /** What else the page shows in this state; axe runs once it is there. */
  shows?: (page: Page) => Locator;
  /** Pages that move on by themselves: axe runs where they settle, not while the client router swaps the document. */
  settlesOn?: RegExp;
}
const text = (t: string) => (page: Page) => page.getByText(t).first();

/**
 * Every store page a visitor can open signed out, the checkout's included
 * (their states that need a real payment are checked on the way through in
 * checkout.e2e.test.ts), and a few states of their own.
 */
const PAGES: [string, Expected][] = [
  ["/", { heading: "زيادة مشاهدات وإعجابات تيك توك" }],
  ["/tiktok-views", { heading: "زيادة مشاهدات وإعجابات تيك توك" }],
  [
    "/?serviceType=likes",
    {
      heading: "زيادة مشاهدات وإعجابات تيك توك",
      shows: (page) => page.getByRole("tab", { name: "إعجابات", selected: true }),
    },
  ],
  ["/home", { heading: "اعرف فرص انتشار فيديوك قبل النشر" }],
  ["/pricing", { heading: "الأسعار والباقات" }],
  ["/explorer-package", { heading: "باقة الإكسبلور" }],
  ["/terms", { heading: "الشروط والأحكام" }],
  ["/privacy", { heading: "سياسة الخصوصية" }],
  ["/login", { heading: "تسجيل الدخول" }],
  ["/register", { heading: "إنشاء حساب جديد" }],
  ["/orders", { heading: "طلباتي" }],
  ["/forgot-password", { heading: "نسيت كلمة المرور" }],
  [`/reset-password?token=${"c".repeat(64)}`, { heading: "تعيين كلمة مرور جديدة" }],
  [`/verify-email?token=${"c".repeat(64)}`, { heading: "تأكيد البريد الإلكتروني" }],
  ["/find-order", { heading: "ابحث عن طلبك" }],
  ["/contact", { heading: "تواصل معنا" }],
  [
    `/analysis-result?id=${"c".repeat(22)}`,
    { heading: "نتيجة تحليل الفيديو", shows: text("لم نجد هذه النتيجة"), status: 404 },
  ],
  ["/payment-cancel", { heading: "تم إلغاء عملية الدفع" }],
  ["/payment-error", { heading: "لم تتم عملية الدفع" }],
  [`/payment-success?id=${PAY}`, { heading: CONFIRM, shows: text(NO_PAYMENT) }],
  [`/payment-success-ziina?id=${PAY}`, { heading: CONFIRM, shows: text(NO_PAYMENT) }],
  [`/ziina-payment-complete?id=${PAY}`, { heading: CONFIRM, shows: text(NO_PAYMENT) }],
  ["/payment-success?id=CHECKOUT_SESSION_ID", { heading: CONFIRM, shows: text("معرف الدفع غير صالح") }],
  [`/ziina-payment?id=${PAY}&direct=true`, { heading: "صفحة الدفع التجريبية", shows: text(NO_PAYMENT) }],
  [
    `/order-complete?id=00000000-0000-4000-8000-000000000000&payment_id=${PAY}`,
    { heading: "حالة الطلب", shows: text("لم يتم العثور على الطلب") },
  ],
  // An order's tax invoice, for someone who may not see it (or an order without one): the 404 page.
  [
    `/invoice?id=00000000-0000-4000-8000-000000000000&payment_id=${PAY}`,
    { heading: "404: الصفحة غير موجودة", status: 404 },
  ],
  // Its credit notes, likewise.
  [
    `/credit-note?id=00000000-0000-4000-8000-000000000000&payment_id=${PAY}`,
    { heading: "404: الصفحة غير موجودة", status: 404 },
  ],
  // An unknown payment has no order: the success page checks it and says so.
  [`/views-order?paymentId=${PAY}`, { heading: CONFIRM, shows: text(NO_PAYMENT), settlesOn: /\/payment-success\?id=/ }],
  // A reminder's link to a payment that does not exist; an unsubscribe link whose signature does not hold.
  [`/resume?payment_id=${PAY}`, { heading: "لم نجد هذا الطلب" }],
  [
    `/unsubscribe?e=${Buffer.from("sara@example.net").toString("base64url")}&t=${"c".repeat(32)}`,
    { heading: "إيقاف رسائل التذكير", shows: text("رابط إلغاء الاشتراك غير صالح") },
  ],
  ["/no-such-page", { heading: "404: الصفحة غير موجودة", status: 404 }],
];

describe("axe-core on every store page (phone, signed out)", () => {
  it("covers every page a signed-out visitor can open (lib/routes): a new page needs its expected heading here", () => {
    const covered = new Set(PAGES.map(([path]) => path.split("?")[0]));
    const open = [
      ...GUEST_PAGES,
      ...STORE_PAGES.filter((p) => isOpenToGuests(p) && p.kind === "checkout").map((p) => p.path),
    ];
    expect(open.filter((path) => !covered.has(path))).toEqual([]);
  });

  it.each(PAGES)("%s has no serious or critical violation", async (path, expected) => {
    const page = await (await phoneContext(browser)).newPage();
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(expected.status ?? 200);
    if (expected.settlesOn) await page.waitForURL(expected.settlesOn);
    // Fails (a timeout naming the locator) when the page shows something else: a 404, an error page, an empty shell.
    await page.getByRole("heading", { level: 1, name: expected.heading, exact: true }).waitFor({ timeout: 15_000 });
    if (expected.shows) await expected.shows(page).waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => document.title !== "");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
