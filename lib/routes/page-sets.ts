import { STORE_PAGES, type StorePage } from "./pages";

// Sets of pages the request guard, the browser tests and the benches read: a
// module of their own, so a page's first-load JavaScript (which needs the
// pages' paths and names) does not carry them.

/** Where the request guard must run: proxy.ts's matcher for pages, as Next's path patterns. */
export function signedInMatchers(): string[] {
  const pages = STORE_PAGES.filter((p) => p.signedIn === "page").map((p) => p.path.slice(1));
  const sections = STORE_PAGES.filter((p) => p.signedIn === "section").map((p) => `${p.path}/:path*`);
  return [`/:page(${pages.join("|")})`, ...sections];
}

/** Open to a signed-out visitor: not guarded, nor under a guarded section. */
export function isOpenToGuests(page: StorePage): boolean {
  return !page.signedIn && !STORE_PAGES.some((s) => s.signedIn === "section" && page.path.startsWith(`${s.path}/`));
}

/** What a signed-out visitor browses, outside the checkout: the marketing, legal and sign-in pages, and their orders. */
export const GUEST_PAGES: readonly string[] = STORE_PAGES.filter((p) => isOpenToGuests(p) && p.kind !== "checkout").map(
  (p) => p.path,
);

/** The landing pages (benches). */
export const MARKETING_PAGES: readonly string[] = STORE_PAGES.filter((p) => p.kind === "marketing").map((p) => p.path);
