/**
 * The store identity the browser tests' store is built and started with
 * (test/e2e/global-setup.ts): a configured business, not the demo one, so the
 * pages and e-mails are seen stating what was set (test/e2e/legal.e2e.test.ts).
 */
export const E2E_IDENTITY = {
  BUSINESS_NAME: "مؤسسة الاختبار للتسويق الرقمي ذ.م.م",
  BUSINESS_COUNTRY: "الإمارات العربية المتحدة",
  BUSINESS_ADDRESS: "مكتب 1204، برج الاختبار، الخليج التجاري، دبي",
  TRADE_LICENCE_NUMBER: "TEST-778899",
  GOVERNING_LAW: "قوانين دولة الإمارات العربية المتحدة",
  GOVERNING_COURTS: "محاكم دبي",
  SUPPORT_EMAIL: "care@shop-test.example",
  VAT_REGISTERED: "true",
  VAT_TRN: "100234567800003",
  VAT_PERCENT: "5",
} as const;
