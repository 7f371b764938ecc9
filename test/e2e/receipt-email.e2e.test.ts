import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Browser } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";

import { baseUrl, launchBrowser, phoneContext } from "../support/browser";
import { decodedParts } from "../support/mime";
import { waitFor } from "../support/processes";

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const outbox = () => path.join(process.env.E2E_DATA_DIR!, "outbox");

describe("the receipt on the embedded defaults (outbox)", () => {
  it("a guest who gave an e-mail finds the receipt in the outbox, and its link opens the order on another device", async () => {
    const email = `guest${Date.now()}@example.net`;
    const video = `https://www.tiktok.com/@mail/video/${Date.now()}123`;
    const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;

    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("رابط الفيديو على تيك توك").fill(video);
    await page.getByLabel(/بريدك الإلكتروني/).fill(email);
    await page.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
    await page.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
    await page.getByRole("button", { name: `ادفع ${formatAmount(fils)} درهم` }).click();
    await page.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 40_000 });
    await context.close();

    let raw = "";
    await waitFor(
      () => {
        const names = (() => {
          try {
            return readdirSync(outbox()).filter((n) => n.endsWith(".eml") && n.includes("-receipt-"));
          } catch {
            return [];
          }
        })();
        raw = names.map((n) => readFileSync(path.join(outbox(), n), "utf8")).find((m) => m.includes(email)) ?? "";
        return raw !== "";
      },
      30_000,
      "the receipt in the outbox",
    );
    const text = decodedParts(raw).join("\n");
    expect(text).toContain(`${formatAmount(fils)} درهم`);
    expect(text).toContain(video);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/order-complete\?id=[\w-]+&payment_id=[\w-]+)/.exec(text)?.[1];
    expect(link).toBeDefined();

    // Another device: nothing in its storage, only the link from the e-mail.
    const elsewhere = await phoneContext(browser);
    const order = await elsewhere.newPage();
    await order.goto(link!);
    await order.getByRole("heading", { name: "حالة الطلب" }).waitFor();
    await order.getByRole("main").getByText(video).waitFor();
    await elsewhere.close();
  });
});
