/** @jest-environment jsdom */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { iconsCss, ICONS_CSS } from "@/scripts/icons";

import { Icon, ICON_NAMES } from "./icon";

describe("CSS icons", () => {
  it("icons.css is what `npm run icons` makes from ICON_NAMES and lucide-react", () => {
    // Fails after adding a name to ICON_NAMES or upgrading lucide-react without `npm run icons`.
    expect(readFileSync(ICONS_CSS, "utf8")).toBe(iconsCss());
  });

  it("gives every icon a class and a drawing the browser can read: a data URL of a 24 px SVG, filled only for -filled", () => {
    const css = iconsCss();
    for (const name of ICON_NAMES) {
      expect(css).toContain(`.icon-${name} {\n    --icon: var(--icon-${name});\n  }`);
      const payload = new RegExp(`--icon-${name}: url\\("data:image/svg\\+xml,([^"]*)"\\);`).exec(css)?.[1];
      expect(payload).toBeDefined();
      // Unescaped, `#` would end the URL (a fragment), `%` start a bogus escape, `<`/`>` are invalid in a URL.
      expect(payload).not.toMatch(/[<>#]|%(?![0-9A-F]{2})/);
      const svg = new DOMParser().parseFromString(decodeURIComponent(payload!), "image/svg+xml").documentElement;
      expect(svg.querySelector("parsererror")).toBeNull();
      expect(svg.tagName).toBe("svg");
      expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(svg.getAttribute("fill")).toBe(name.endsWith("-filled") ? "black" : "none");
      expect(svg.children.length).toBeGreaterThan(0);
    }
  });

  it("renders an empty span hidden from assistive technology, with the caller's classes", () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: "x", className: "size-5" }))).toBe(
      '<span aria-hidden="true" class="icon icon-x size-5"></span>',
    );
  });

  it("every icon a stylesheet or a component's classes draw by name exists", () => {
    const root = path.join(__dirname, "..", "..");
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? sources(path.join(dir, e.name))
          : /\.(css|tsx)$/.test(e.name) && e.name !== "icons.css"
            ? [readFileSync(path.join(root, dir, e.name), "utf8")]
            : [],
      );
    const used = [
      ...["app", "components"]
        .flatMap(sources)
        .join("\n")
        .matchAll(/var\(--icon-([a-z-]+)\)/g),
    ].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(ICON_NAMES).toContain(name);
  });
});
