import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { Browser, BrowserContext, Page } from "playwright-core";

import { CHROMIUM_PATH, baseUrl } from "../support/browser";

// Another site's page (served by a tiny server here, on a host name of its own,
// so it is cross-site to the store in the browser's eyes, not just another
// port) submits forms at the store the way a CSRF attack does: a text/plain
// form whose body is JSON, and a plain form. The visitor must stay who they were.

let browser: Browser;
let evil: Server;
let evilUrl: string;

const attacker = { username: `atk${Date.now().toString(36)}`, password: "attacker-pass" };
const visitor = { username: `vis${Date.now().toString(36)}`, password: "visitor-pass" };

function evilPages(store: string): Record<string, string> {
  // name='{"username":"…","password":"…","x":"' value='"}' → the body {"username":…,"x":"="}
  const jsonName = JSON.stringify({ ...attacker, x: "" }).slice(0, -2);
  return {
    "/login": `<!doctype html><form id=f method=post enctype="text/plain" action="${store}/api/auth/login">
      <input type=hidden name='${jsonName}' value='"}'></form><script>f.submit()</script>`,
    "/logout": `<!doctype html><form id=f method=post action="${store}/api/auth/logout"></form><script>f.submit()</script>`,
  };
}

beforeAll(async () => {
  const { chromium } = await import("playwright-core");
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // evil.test is another site that happens to live on this machine.
    args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP evil.test 127.0.0.1", "--no-first-run"],
  });
  const pages = evilPages(baseUrl());
  evil = createServer((req, res) => {
    const body = pages[req.url ?? ""];
    res.writeHead(body ? 200 : 404, { "content-type": "text/html" }).end(body ?? "");
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  evilUrl = `http://evil.test:${(evil.address() as AddressInfo).port}`;

  for (const account of [attacker, visitor]) {
    const res = await fetch(`${baseUrl()}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => evil?.close(resolve));
});

/** Who the store thinks the visitor is, asked from the store's own page. */
async function whoAmI(page: Page): Promise<string | null> {
  await page.goto(`${baseUrl()}/login`);
  return page.evaluate(async () => {
    const res = await fetch("/api/auth/current-user", { cache: "no-store" });
    const user = res.ok ? ((await res.json()) as { username: string } | null) : null;
    return user?.username ?? null;
  });
}

async function signedInAsVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  const status = await page.evaluate(async (body) => {
    const res = await fetch("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return res.status;
  }, visitor);
  expect(status).toBe(200);
  expect(await whoAmI(page)).toBe(visitor.username);
  return { context, page };
}

/** Opens the other site's page, which submits its form at once; waits until the store answered the form. */
async function visitEvil(page: Page, path: "/login" | "/logout"): Promise<number | undefined> {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url() === `${baseUrl()}/api/auth${path}`,
  );
  await page.goto(`${evilUrl}${path}`);
  const response = await answered;
  expect(response.request().headers()["origin"]).toBe(evilUrl); // the browser said where it came from
  return response.status();
}

describe("forms on another site", () => {
  it("cannot sign a signed-out visitor in to the attacker's account (text/plain JSON form)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    expect(await visitEvil(page, "/login")).toBe(403);
    expect(await whoAmI(page)).toBeNull();
    expect((await context.cookies()).some((c) => c.name.endsWith("session-token"))).toBe(false);
    await context.close();
  });

  it("cannot swap a signed-in visitor's session for the attacker's", async () => {
    const { context, page } = await signedInAsVisitor();
    expect(await visitEvil(page, "/login")).toBe(403);
    expect(await whoAmI(page)).toBe(visitor.username);
    await context.close();
  });

  it("cannot sign the visitor out (plain form)", async () => {
    const { context, page } = await signedInAsVisitor();
    expect(await visitEvil(page, "/logout")).toBe(403);
    expect(await whoAmI(page)).toBe(visitor.username);
    await context.close();
  });
});

describe("a cookie ended by logout", () => {
  it("yields no session anywhere, even when the browser sends it again", async () => {
    const { context, page } = await signedInAsVisitor();
    const old = (await context.cookies()).find((c) => c.name.endsWith("session-token"))!;
    const status = await page.evaluate(async () => (await fetch("/api/auth/logout", { method: "POST" })).status);
    expect(status).toBe(200);
    await context.addCookies([old]); // a copy kept somewhere else
    expect(await whoAmI(page)).toBeNull();
    const session = await page.evaluate(async () => (await fetch("/api/auth/session")).json());
    expect(session).toEqual({});
    await page.goto(`${baseUrl()}/profile`);
    await page.waitForURL((url) => url.pathname === "/login");
    await context.close();
  });
});
