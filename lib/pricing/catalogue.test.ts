import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { mainNav } from "@/lib/content";

import {
  adContent,
  fromDbService,
  orderItems,
  orderTitle,
  SERVICE_TYPES,
  SERVICES,
  serviceLabel,
  toDbService,
} from "./index";

describe("the service catalogue", () => {
  it("maps each service to its database value and back", () => {
    for (const type of SERVICE_TYPES) expect(fromDbService(toDbService(type))).toBe(type);
    expect(toDbService("views")).toBe("VIEWS");
    expect(fromDbService("EXPLORER")).toBe("explorer");
    expect(() => fromDbService("FOLLOWERS")).toThrow(/FOLLOWERS/);
  });

  it("gives each service one name, used for the pages and the ad events alike", () => {
    expect(SERVICE_TYPES.map(serviceLabel)).toEqual(["مشاهدات تيك توك", "إعجابات تيك توك", "باقة الإكسبلور"]);
    for (const type of SERVICE_TYPES) expect(adContent(type)).toEqual({ id: type, name: serviceLabel(type) });
  });

  it("describes an order as the spec's phrase", () => {
    expect(orderTitle("views", 20_000)).toBe("طلب 20,000 مشاهدة");
    expect(orderTitle("likes", 500)).toBe("طلب 500 إعجاب");
    expect(orderTitle("explorer", 25_000)).toBe("طلب باقة الإكسبلور");
  });

  it("splits each service's whole price between its parts", () => {
    for (const type of SERVICE_TYPES) {
      expect(SERVICES[type].parts.reduce((sum, p) => sum + p.priceShare, 0)).toBe(100);
      const { min, max, default: initial } = SERVICES[type].limits;
      expect(min <= initial && initial <= max).toBe(true);
      expect(orderItems(type, initial, 1_001).reduce((sum, i) => sum + i.priceFils, 0)).toBe(1_001);
    }
  });
});

/** Every source file of the app (tests included: they assert what customers read). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" || e.name === "node_modules" ? [] : sourceFiles(p);
    return /\.(tsx?|mdx?)$/.test(e.name) ? [p] : [];
  });
}

describe("the services' names", () => {
  // lib/content stands on the same floor as lib/pricing and cannot import it: its labels are checked here.
  it("label the main bar's links to the services' pages", () => {
    const label = (href: string) => mainNav.find((l) => l.href === href)?.label;
    expect(label("/tiktok-views")).toBe(serviceLabel("views"));
    expect(label("/explorer-package")).toBe(serviceLabel("explorer"));
  });

  it("spell the bundle as the catalogue does everywhere in app/, components/ and lib/", () => {
    const root = path.join(__dirname, "..", "..");
    const word = serviceLabel("explorer").split(" ").at(-1)!.replace(/^ال/, ""); // إكسبلور
    const others: string[] = [];
    for (const dir of ["app", "components", "lib"]) {
      for (const file of sourceFiles(path.join(root, dir))) {
        // Any alef (bare, hamza above or below, madda) before "كسبلور", with or without the article.
        for (const m of readFileSync(file, "utf8").matchAll(
          /[\u0627\u0623\u0625\u0622]\u0643\u0633\u0628\u0644\u0648\u0631/g,
        )) {
          if (m[0] !== word) others.push(`${path.relative(root, file)}: ${m[0]}`);
        }
      }
    }
    expect(others).toEqual([]);
  });
});
