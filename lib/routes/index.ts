// The store's pages (./pages.ts) and the sets of them the request guard, the
// browser tests and the benches read (./page-sets.ts). Client-safe.
export { PAGE_NAMES, PAGES, pagePath, STORE_PAGES, type NeedsQuery, type StorePage } from "./pages";
export { GUEST_PAGES, isOpenToGuests, MARKETING_PAGES, signedInMatchers } from "./page-sets";
