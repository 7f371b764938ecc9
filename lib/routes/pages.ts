/**
 * The store's pages: the one list of their addresses. The navigation, the
 * page-view tracker's page names, the request guard's matcher (proxy.ts, a
 * literal Next reads at build; proxy.test.ts holds it to this list), the
 * browser tests and the benches all start from here, and a unit test holds
 * this list to the pages in app/. Client-safe.
 */

export interface StorePage {
  path: string;
  /** The page's name: the navigation's label unless it says otherwise, and the ad pixel's "صفحة: …". */
  name?: string;
  /**
   * marketing: the landing pages (benches measure them); legal, auth, account;
   * checkout: the payment's and order's pages; operator: the console.
   */
  kind: "marketing" | "legal" | "auth" | "account" | "checkout" | "operator";
  /**
   * Signed-out page loads go to /login first (proxy.ts): "page" this path,
   * "section" it and everything below it.
   */
  signedIn?: "page" | "section";
  /** It shows something only with a payment or order in its query (checkout states). */
  needsQuery?: true;
}

export const PAGES = {
  buy: { path: "/", name: "شراء المشاهدات", kind: "marketing" },
  views: { path: "/tiktok-views", name: "مشاهدات تيك توك", kind: "marketing" },
  home: { path: "/home", name: "الرئيسية", kind: "marketing" },
  explorer: { path: "/explorer-package", name: "باقة الإكسبلور", kind: "marketing" },
  pricing: { path: "/pricing", name: "الأسعار", kind: "marketing" },
  terms: { path: "/terms", name: "الشروط والأحكام", kind: "legal" },
  privacy: { path: "/privacy", name: "سياسة الخصوصية", kind: "legal" },
  login: { path: "/login", name: "تسجيل الدخول", kind: "auth" },
  register: { path: "/register", name: "إنشاء حساب", kind: "auth" },
  forgotPassword: { path: "/forgot-password", name: "نسيت كلمة المرور", kind: "auth" },
  resetPassword: { path: "/reset-password", name: "تعيين كلمة مرور جديدة", kind: "auth", needsQuery: true },
  verifyEmail: { path: "/verify-email", name: "تأكيد البريد الإلكتروني", kind: "auth", needsQuery: true },
  // Not guarded: a guest sees the orders made on this device.
  orders: { path: "/orders", name: "طلباتي", kind: "account" },
  // Open to everyone: the order's link is e-mailed, never shown.
  findOrder: { path: "/find-order", name: "ابحث عن طلبك", kind: "account" },
  profile: { path: "/profile", name: "حسابي", kind: "account", signedIn: "page" },
  freeViews: { path: "/free-views", name: "المشاهدات المجانية", kind: "account", signedIn: "page" },
  // A kept analysis result, by its random id: open to whoever has the link.
  analysisResult: { path: "/analysis-result", name: "نتيجة تحليل الفيديو", kind: "account", needsQuery: true },
  payment: { path: "/payment", kind: "checkout", signedIn: "page" },
  paymentNew: { path: "/payment-new", kind: "checkout", signedIn: "page" },
  paymentResult: { path: "/payment-result", kind: "checkout", signedIn: "page" },
  paymentCancel: { path: "/payment-cancel", kind: "checkout" },
  paymentError: { path: "/payment-error", kind: "checkout" },
  paymentSuccess: { path: "/payment-success", kind: "checkout", needsQuery: true },
  paymentSuccessZiina: { path: "/payment-success-ziina", kind: "checkout", needsQuery: true },
  ziinaPayment: { path: "/ziina-payment", kind: "checkout", needsQuery: true },
  ziinaPaymentComplete: { path: "/ziina-payment-complete", kind: "checkout", needsQuery: true },
  orderComplete: { path: "/order-complete", kind: "checkout", needsQuery: true },
  viewsOrder: { path: "/views-order", kind: "checkout", needsQuery: true },
  // The order's tax invoice: for whoever may see the order (account, payment id) and operators.
  invoice: { path: "/invoice", name: "الفاتورة الضريبية", kind: "checkout", needsQuery: true },
  // The order's credit notes (one per completed refund), each a printable document: as the invoice.
  creditNote: { path: "/credit-note", name: "الإشعار الدائن", kind: "checkout", needsQuery: true },
  // Write to the store without an order (or when the checkout refused the order).
  contact: { path: "/contact", name: "تواصل معنا", kind: "account" },
  // A reminder's link: resumes an unpaid payment, or starts it again and says what changed.
  resume: { path: "/resume", name: "إكمال الدفع", kind: "checkout", needsQuery: true },
  // A marketing mail's unsubscribe link (a signed address): a button, never a change on a GET.
  unsubscribe: { path: "/unsubscribe", name: "إيقاف رسائل التذكير", kind: "account", needsQuery: true },
  admin: { path: "/admin", kind: "operator", signedIn: "section" },
  adminAttention: { path: "/admin/attention", kind: "operator" },
  adminOrders: { path: "/admin/orders", kind: "operator" },
  adminOrder: { path: "/admin/orders/[orderId]", kind: "operator" },
  adminPanel: { path: "/admin/panel", kind: "operator" },
  adminServices: { path: "/admin/services", kind: "operator" },
  adminPrices: { path: "/admin/prices", kind: "operator" },
  adminCodes: { path: "/admin/codes", kind: "operator" },
  adminPromotions: { path: "/admin/promotions", kind: "operator" },
  adminCampaigns: { path: "/admin/campaigns", kind: "operator" },
  adminConversations: { path: "/admin/conversations", kind: "operator" },
  adminConversation: { path: "/admin/conversations/[conversationId]", kind: "operator" },
  adminFreeViews: { path: "/admin/free-views", kind: "operator" },
  adminOutbox: { path: "/admin/outbox", kind: "operator" },
  adminInvoices: { path: "/admin/invoices", kind: "operator" },
  adminCustomers: { path: "/admin/customers", kind: "operator" },
  adminCustomer: { path: "/admin/customers/[userId]", kind: "operator" },
  adminAudit: { path: "/admin/audit", kind: "operator" },
} as const satisfies Record<string, StorePage>;

export const STORE_PAGES: readonly StorePage[] = Object.values(PAGES);

/** The address of a page with [segments] in its path: pagePath(PAGES.adminOrder, { orderId }). */
export function pagePath(page: StorePage, segments: Record<string, string>): string {
  return page.path.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(segments[name] ?? ""));
}

/** Page names by path (the page-view tracker). */
export const PAGE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  STORE_PAGES.flatMap((p) => (p.name ? [[p.path, p.name]] : [])),
);

/** The pages that show nothing without a query (a type: a new one must be given a query in the browser tests). */
export type NeedsQuery = {
  [K in keyof typeof PAGES]: (typeof PAGES)[K] extends { needsQuery: true } ? K : never;
}[keyof typeof PAGES];
