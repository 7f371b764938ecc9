import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Browser } from "playwright-core";

import { expectFitsAndAccessible } from "../support/axe";
import { launchBrowser, phoneContext, signInAsOperator } from "../support/browser";
import { E2E_IDENTITY } from "../support/identity";
import { decodedParts } from "../support/mime";
import { startStore, type RunningStore } from "../support/next-server";
import { waitFor } from "../support/processes";

jest.setTimeout(600_000);

// A guest asks about an order on its page (a phone), the operator answers from
// the console with a saved reply (a desk), and the guest reads the answer on
// the order page and in the e-mail (the store's outbox). On a store of its own
// (its operator is granted by the CLI, which must not touch the shared
// store's folder). Screenshots go to test-results/conversations/.
const dataDir = mkdtempSync(path.join(tmpdir(), "store-threads-"));
const SHOTS = path.join(process.cwd(), "test-results", "conversations");
const GUEST = "layla.guest@example.ae";
let browser: Browser;
let store: RunningStore | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The answer's e-mail in the outbox, once it is there. */
async function answerMail(): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  let text = "";
  await waitFor(
    () => {
      const names = (() => {
        try {
          return readdirSync(outbox).filter((n) => n.includes("-conversation-message-"));
        } catch {
          return [];
        }
      })();
      text = names.map((n) => decodedParts(readFileSync(path.join(outbox, n), "utf8")).join("\n")).join("\n");
      return text !== "";
    },
    60_000,
    "the answer's e-mail in the outbox",
  );
  return text;
}

describe("a question about an order", () => {
  it("is asked on the order's page, answered from the console with a saved reply, and read on the page and in the e-mail", async () => {
    store = await startStore(
      {
        ...E2E_IDENTITY,
        DATA_DIR: dataDir,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
        SIMULATED_PAYMENT_COMPLETE_SECONDS: "2",
        SIMULATED_PANEL_COMPLETE_SECONDS: "600",
        TIKTOK_PIXEL_ID: "",
        TIKTOK_ACCESS_TOKEN: "",
      },
      { showOutput: true, detached: true },
    );
    const url = (p: string) => `${store!.url}${p}`;

    // A guest buys 5,000 views on a phone, leaving an address.
    const phone = await phoneContext(browser);
    const page = await phone.newPage();
    await page.goto(url("/"));
    await page.getByLabel("رابط الفيديو على تيك توك").fill(`https://www.tiktok.com/@threads/video/${Date.now()}123`);
    await page.getByLabel(/بريدك الإلكتروني/).fill(GUEST);
    await page.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
    await page.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
    await page.getByRole("button", { name: /^ادفع / }).click();
    await page.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 60_000 });

    // The question, on the order's page.
    const thread = page.getByRole("region", { name: "سؤال عن طلبك؟" });
    await thread.getByLabel("اكتب رسالتك عن هذا الطلب").fill("متى يبدأ طلبي؟ <b>شكراً</b>");
    await thread.getByRole("button", { name: "إرسال" }).click();
    await thread.getByRole("status").filter({ hasText: "وصلتنا رسالتك" }).waitFor();
    await thread.getByText("متى يبدأ طلبي؟ <b>شكراً</b>").waitFor(); // text, never markup
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "order-question-360.png"), fullPage: true });

    // The operator, at a desk: the thread waits in the console; a saved reply with the order's figures.
    const operatorName = `threads${Date.now().toString(36)}`;
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ar-AE" });
    const register = await desk.request.post(url("/api/auth/register"), {
      data: { username: operatorName, password: "e2e-password" },
      headers: { origin: store.url },
    });
    expect(register.status()).toBe(201);
    const owner = await desk.newPage();
    await signInAsOperator(owner, { storeUrl: store.url, dataDir, username: operatorName, password: "e2e-password" });
    await owner.goto(url("/admin/conversations"));
    await owner.getByRole("link", { name: /العميل: متى يبدأ طلبي؟/ }).click();
    await owner.waitForURL(/\/admin\/conversations\/[0-9a-f-]{36}$/);
    await owner.getByLabel("ردود جاهزة (بأرقام هذا الطلب)").selectOption({ label: "تأخر بدء التنفيذ" });
    const reply = owner.getByRole("textbox", { name: "ردّك" });
    const text = await reply.inputValue();
    expect(text).toContain("(5,000)");
    expect(text).toContain("يبدأ التنفيذ عادة خلال 30 دقيقة");
    await reply.fill(`${text}\nفريق المتجر`);
    await expectFitsAndAccessible(owner, 1280);
    await owner.screenshot({ path: path.join(SHOTS, "console-thread-1280.png"), fullPage: true });
    await owner.getByRole("button", { name: "إرسال", exact: true }).click();
    await owner
      .getByRole("status")
      .filter({ hasText: `أُبلغ العميل على ${GUEST}` })
      .waitFor();
    await owner.setViewportSize({ width: 360, height: 800 });
    await owner.reload();
    await owner.getByText("فريق المتجر", { exact: false }).first().waitFor();
    await expectFitsAndAccessible(owner, 360);
    await owner.screenshot({ path: path.join(SHOTS, "console-thread-360.png"), fullPage: true });

    // The guest reads the answer on the order's page, and in the e-mail, which links back to it.
    await page.reload();
    await page.getByText("يبدأ التنفيذ عادة خلال 30 دقيقة", { exact: false }).waitFor();
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "order-answer-360.png"), fullPage: true });
    const mail = await answerMail();
    expect(mail).toContain("يبدأ التنفيذ عادة خلال 30 دقيقة");
    expect(mail).toContain(`${new URL(page.url()).search}#conversation`);
  });
});
