/**
 * A page's address is written once, in the routes list (lib/routes/pages.ts),
 * and read from it everywhere else: `PAGES.orders.path`,
 * `${PAGES.login.path}?callbackUrl=…`, `pagePath(PAGES.adminOrder, { orderId })`.
 * The lint rule here (pages/no-literal-paths, on in app/, components/ and lib/
 * by eslint.config.mjs) refuses a string or template literal naming a page
 * ("/orders", "/login?callbackUrl=…", `/admin/orders/${id}`); "/" alone only
 * where it is a link or a navigation (href, callbackUrl, router.push/replace,
 * redirect), being also a cookie's path and a separator.
 *
 * Plain TypeScript that Node runs as it is (eslint.config.mjs imports it).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { ESLint, Rule } from "eslint";

/** Every `path: "/…"` of lib/routes/pages.ts's PAGES. */
export function readPagePaths(root: string): string[] {
  const source = readFileSync(path.join(root, "lib/routes/pages.ts"), "utf8");
  return [...source.matchAll(/\bpath: "(\/[^"]*)"/g)].map((m) => m[1]!);
}

/**
 * The page a literal names, or null: the literal is the page's address,
 * possibly followed by a query or an anchor, or (`open`: the literal continues
 * with an interpolation, `/admin/orders/${id}`) the start of a dynamic page's.
 */
export function pageNamedBy(text: string, pages: string[], open = false): string | null {
  const address = text.split(/[?#]/)[0]!;
  const closed = address.length < text.length;
  for (const page of pages) {
    if (address === page) return page;
    const dynamic = new RegExp(`^${page.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
    if (page.includes("[") && (dynamic.test(address) || (open && !closed && dynamic.test(`${address}x`)))) return page;
  }
  return null;
}

/** The little of an ESTree/JSX node the rule reads. */
interface AstNode {
  type: string;
  parent?: AstNode;
  name?: AstNode | string;
  key?: { name?: string; value?: unknown };
  callee?: AstNode & { property?: AstNode };
  value?: unknown;
  quasis?: { value: { cooked: string | null } }[];
  expressions?: unknown[];
}

const NAVIGATION_CALLS = new Set(["push", "replace", "prefetch", "redirect", "permanentRedirect"]);
const PASSED_THROUGH = ["TemplateLiteral", "JSXExpressionContainer", "ConditionalExpression", "LogicalExpression"];
const IMPORTS = ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"];

/** The literal is a link's href or a navigation's target. */
function isNavigation(node: AstNode): boolean {
  let at = node;
  while (at.parent && PASSED_THROUGH.includes(at.parent.type)) at = at.parent;
  const parent = at.parent;
  if (parent?.type === "JSXAttribute") return (parent.name as AstNode).name === "href";
  if (parent?.type === "Property")
    return ["href", "callbackUrl"].includes(String(parent.key?.name ?? parent.key?.value));
  if (parent?.type === "CallExpression" || parent?.type === "NewExpression") {
    const callee = parent.callee?.type === "MemberExpression" ? parent.callee.property : parent.callee;
    return NAVIGATION_CALLS.has(String(callee?.name));
  }
  return false;
}

/** The ESLint plugin with the rule `no-literal-paths` over these page addresses. */
export function pagesPlugin(pagePaths: string[]): ESLint.Plugin {
  const rule: Rule.RuleModule = {
    meta: { type: "problem", schema: [] },
    create(context) {
      const check = (node: AstNode, text: string, open: boolean) => {
        const page = pageNamedBy(text, pagePaths, open);
        if (page === null || (page === "/" && !isNavigation(node))) return;
        context.report({
          node: node as unknown as Rule.Node,
          message: `${page} is a page of lib/routes: read its address from PAGES (PAGES.<page>.path; pagePath(PAGES.<page>, segments) for a page with [segments]), never type it.`,
        });
      };
      return {
        Literal: (estree) => {
          const node = estree as unknown as AstNode;
          if (typeof node.value === "string" && !IMPORTS.includes(node.parent?.type ?? ""))
            check(node, node.value, false);
        },
        TemplateLiteral: (estree) => {
          const node = estree as unknown as AstNode;
          check(node, node.quasis?.[0]?.value.cooked ?? "", (node.expressions?.length ?? 0) > 0);
        },
      };
    },
  };
  return { rules: { "no-literal-paths": rule } };
}
