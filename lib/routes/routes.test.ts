import { readdirSync } from "node:fs";
import path from "node:path";

import { footerNav, mainNav } from "@/lib/content";
import { serviceLabel } from "@/lib/pricing";
import { PAGE_NAMES, PAGES, STORE_PAGES } from ".";

const APP = path.join(__dirname, "..", "..", "app");

/** Every page.tsx under app/, as its address (route groups like "(store)" are not in the URL). */
function appPages(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith("_") ? [] : appPages(path.join(dir, entry.name));
    if (entry.name !== "page.tsx") return [];
    const segments = path
      .relative(APP, dir)
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    return [`/${segments.join("/")}`];
  });
}

describe("the store's pages", () => {
  it("are exactly the pages in app/: a new page is added to lib/routes/pages.ts", () => {
    expect(STORE_PAGES.map((p) => p.path).sort()).toEqual(appPages().sort());
  });

  it("are what the navigation links to, under the pages' own names unless a menu says otherwise", () => {
    const paths = new Set(STORE_PAGES.map((p) => p.path));
    for (const link of [...mainNav, ...footerNav]) expect(paths).toContain(link.href.split("#")[0]);
    expect(footerNav.find((l) => l.href === "/terms")?.label).toBe(PAGE_NAMES["/terms"]);
  });

  it("name the service pages as the catalogue names the services (the list does not import the catalogue: it is in every page's JavaScript)", () => {
    expect(PAGES.views.name).toBe(serviceLabel("views"));
    expect(PAGES.explorer.name).toBe(serviceLabel("explorer"));
  });
});
