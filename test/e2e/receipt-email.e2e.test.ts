import path from "node:path";

import type { Browser } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";

import { buyViewsAsGuest, launchBrowser, phoneContext } from "../support/browser";
import { decodedParts, receiptInOutbox } from "../support/mime";

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
    await buyViewsAsGuest(page, video, email);
    await context.close();

    const raw = await receiptInOutbox(outbox(), email);
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
