import { readFileSync } from "node:fs";
import path from "node:path";

import { iconsCss, ICONS_CSS } from "@/scripts/icons";

import { ICON_NAMES } from "./icon";

describe("CSS icons", () => {
  it("icons.css is what `npm run icons` makes from ICON_NAMES and lucide-react", () => {
    // Fails after adding a name to ICON_NAMES or upgrading lucide-react without `npm run icons`.
    expect(readFileSync(ICONS_CSS, "utf8")).toBe(iconsCss());
  });

  it("draws each icon from lucide's own paths", () => {
    const css = iconsCss();
    // lucide's "star" and "chevron-down", as published (percent-encoded only where a data URL needs it).
    expect(css).toContain("d='M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679");
    expect(css).toContain("d='m6 9 6 6 6-6'");
    expect(css).toMatch(/--icon-star-filled: url\("data:image\/svg\+xml,[^"]*fill='black'/);
    for (const name of ICON_NAMES) expect(css).toContain(`.icon-${name} {`);
  });

  it("every icon the stylesheet draws by name exists", () => {
    const globals = readFileSync(path.join(__dirname, "..", "..", "app", "globals.css"), "utf8");
    const used = [...globals.matchAll(/var\(--icon-([a-z-]+)\)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(ICON_NAMES).toContain(name);
  });
});
