import path from "node:path";

import { Linter } from "eslint";
import tseslint from "typescript-eslint";

import { STORE_PAGES } from "@/lib/routes";

import { pagesPlugin, readPagePaths } from "../scripts/house/page-paths";

const root = path.join(__dirname, "..");
const pagePaths = readPagePaths(root);

/** The messages of pages/no-literal-paths, as eslint.config.mjs runs it, on a made-up component. */
function lint(code: string): string[] {
  const linter = new Linter({ configType: "flat" });
  return linter
    .verify(
      code,
      [
        {
          files: ["**/*.tsx"],
          languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
          plugins: { pages: pagesPlugin(pagePaths) },
          rules: { "pages/no-literal-paths": "error" },
        },
      ],
      { filename: path.join(root, "components/store/fixture.tsx") },
    )
    .map((m) => m.message.split(" is a page")[0]!);
}

describe("page addresses typed as literals (pages/no-literal-paths)", () => {
  it("reads every page of the routes list", () => {
    expect(pagePaths).toEqual(STORE_PAGES.map((p) => p.path));
  });

  it("refuses a page's address in a link, a navigation or anywhere else, with a query, an anchor or a segment", () => {
    const code = [
      'const a = <Link href="/orders">طلباتي</Link>;',
      'const b = <Link href="/login?callbackUrl=%2Forders">دخول</Link>;',
      "router.push(`/payment-success?id=${id}`);",
      'redirect("/");',
      "const c = <a href={`/admin/orders/${id}`}>x</a>;",
      'const d = { href: "/admin/attention#late" };',
      'const e = "/free-views";',
    ].join("\n");
    expect(lint(code)).toEqual([
      "/orders",
      "/login",
      "/payment-success",
      "/",
      "/admin/orders/[orderId]",
      "/admin/attention",
      "/free-views",
    ]);
  });

  it("leaves alone API paths, other strings, a '/' that is no link and the addresses read from PAGES", () => {
    const code = [
      'import { x } from "/orders";',
      'const a = fetch("/api/user/orders");',
      'document.cookie = "a=1; path=/";',
      'const parts = url.split("/");',
      'const b = { path: "/" };',
      "const c = <Link href={PAGES.orders.path}>طلباتي</Link>;",
      "router.push(`${PAGES.paymentSuccess.path}?id=${id}`);",
      'const d = "/ordersx";',
    ].join("\n");
    expect(lint(code)).toEqual([]);
  });
});
