import { mkdirSync } from "node:fs";
import path from "node:path";

import type { Browser, Page } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";

import { seriousA11yViolations } from "../support/axe";
import { baseUrl, buyViewsAsGuest, launchBrowser, phoneContext } from "../support/browser";
import { E2E_IDENTITY } from "../support/identity";
import { htmlPart, receiptInOutbox, sender } from "../support/mime";

jest.setTimeout(150_000);

/** Screenshots a person looks at (git-ignored). */
const SHOTS = path.join(process.cwd(), "test-results", "legal");
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const outbox = () => path.join(process.env.E2E_DATA_DIR!, "outbox");

async function onPhone<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await phoneContext(browser);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const section = (page: Page, heading: RegExp) =>
  page.locator("section", { has: page.getByRole("heading", { name: heading }) }).innerText();

describe("the store's identity at 360 px, as configured (test/support/identity.ts)", () => {
  it("the terms name the seller, its licence and TRN, the law and courts, the VAT rate and a contact that exists", async () => {
    await onPhone(async (page) => {
      await page.goto(`${baseUrl()}/terms`);
      const seller = await section(page, /البائع/);
      for (const value of [
        E2E_IDENTITY.BUSINESS_NAME,
        E2E_IDENTITY.BUSINESS_ADDRESS,
        E2E_IDENTITY.TRADE_LICENCE_NUMBER,
        E2E_IDENTITY.VAT_TRN,
      ])
        expect(seller).toContain(value);
      expect(await section(page, /القانون المطبق/)).toContain(
        `${E2E_IDENTITY.GOVERNING_LAW}، وتختص ${E2E_IDENTITY.GOVERNING_COURTS}`,
      );
      expect(await section(page, /الأسعار والدفع/)).toContain("شاملة ضريبة القيمة المضافة (5%)");
      const contact = page.getByRole("main").getByRole("link", { name: E2E_IDENTITY.SUPPORT_EMAIL });
      expect(await contact.getAttribute("href")).toBe(`mailto:${E2E_IDENTITY.SUPPORT_EMAIL}`);
      expect(await page.getByRole("main").innerText()).not.toMatch(/السعودية|15%|أسفل الصفحة/);
      await page.screenshot({ path: path.join(SHOTS, "terms-360.png"), fullPage: true });
    });
  });

  it("the privacy page names who holds the data, under which law, and how to reach them", async () => {
    await onPhone(async (page) => {
      await page.goto(`${baseUrl()}/privacy`);
      expect(await section(page, /المسؤول عن بياناتك/)).toContain(E2E_IDENTITY.BUSINESS_NAME);
      const rights = await section(page, /حقوقك/);
      expect(rights).toContain(E2E_IDENTITY.SUPPORT_EMAIL);
      expect(rights).toContain(E2E_IDENTITY.GOVERNING_LAW);
      expect(await page.getByRole("main").innerText()).not.toMatch(/السعودية/);
      await page.screenshot({ path: path.join(SHOTS, "privacy-360.png"), fullPage: true });
    });
  });

  it("every page's footer names the business, its TRN and the VAT rate, with the contact", async () => {
    await onPhone(async (page) => {
      await page.goto(`${baseUrl()}/pricing`);
      const footer = page.locator("footer");
      const text = await footer.innerText();
      for (const value of [E2E_IDENTITY.BUSINESS_NAME, E2E_IDENTITY.VAT_TRN, E2E_IDENTITY.SUPPORT_EMAIL])
        expect(text).toContain(value);
      expect(text).toContain("شاملة ضريبة القيمة المضافة (5%)");
      await footer.screenshot({ path: path.join(SHOTS, "footer-360.png") });
    });
  });

  it("a paid order's receipt e-mail and its tax invoice state the seller, TRN, rate and VAT to the fils", async () => {
    const email = `legal${Date.now()}@example.net`;
    const video = `https://www.tiktok.com/@legal/video/${Date.now()}456`;
    const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;
    const vat = Math.floor((2 * fils * 500 + 10_500) / (2 * 10_500));
    const aed = (f: number) => `${formatAmount(f)} درهم`;

    await onPhone(async (page) => {
      await buyViewsAsGuest(page, video, email);
      // The order page links its tax invoice.
      await page.getByRole("link", { name: "الفاتورة الضريبية" }).waitFor();
    });

    const raw = await receiptInOutbox(outbox(), email);
    const html = htmlPart(raw);
    const invoiceLink = /href="(http:\/\/127\.0\.0\.1:\d+\/invoice\?id=[\w-]+&amp;payment_id=[\w-]+)"/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&");
    expect(invoiceLink).toBeDefined();

    await onPhone(async (page) => {
      await page.setContent(html);
      const text = await page.locator("body").innerText();
      expect(text).toContain(`${aed(fils)} (شامل ضريبة القيمة المضافة 5%)`);
      expect(text).toContain(aed(vat));
      expect(text).toMatch(/رقم الفاتورة الضريبية\s*INV-\d{6}/);
      expect(text).toContain(E2E_IDENTITY.BUSINESS_NAME);
      expect(text).toContain(`رقم التسجيل الضريبي ${E2E_IDENTITY.VAT_TRN}`);
      expect(text).toContain(E2E_IDENTITY.SUPPORT_EMAIL);
      await page.screenshot({ path: path.join(SHOTS, "receipt-email-360.png"), fullPage: true });
    });
    // Sent in the business's name.
    expect(sender(raw)).toEqual({ name: E2E_IDENTITY.BUSINESS_NAME, address: "no-reply@127.0.0.1" });

    // The invoice, opened from the e-mail on another device (the payment id in the link is the key).
    await onPhone(async (page) => {
      await page.goto(invoiceLink!);
      const invoice = page.getByRole("article", { name: /فاتورة ضريبية/ });
      const text = await invoice.innerText();
      for (const value of [
        "فاتورة ضريبية",
        E2E_IDENTITY.BUSINESS_NAME,
        E2E_IDENTITY.BUSINESS_ADDRESS,
        E2E_IDENTITY.VAT_TRN,
        `ضريبة القيمة المضافة (5%)`,
        aed(vat),
        aed(fils),
        aed(fils - vat),
      ])
        expect(text).toContain(value);
      expect(text).toMatch(/INV-\d{6}/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, "invoice-360.png"), fullPage: true });
      // Printed on A4: the document alone (no header, footer or buttons).
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.emulateMedia({ media: "print" });
      expect(await page.locator("header").first().isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "طباعة الفاتورة" }).isVisible()).toBe(false);
      await page.screenshot({ path: path.join(SHOTS, "invoice-a4-print.png"), fullPage: true });
    });

    // Without the payment id (and signed out) the invoice is not there.
    await onPhone(async (page) => {
      const response = await page.goto(invoiceLink!.replace(/&payment_id=[\w-]+/, ""));
      expect(response?.status()).toBe(404);
    });
  });
});
