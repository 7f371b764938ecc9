/** @jest-environment jsdom */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { iconFiles, iconsCss, ICONS_CSS, ICONS_DIR } from "@/scripts/icons";

import { Icon, ICON_NAMES } from "./icon";

describe("CSS icons", () => {
  it("icons.css and the icon files are what `npm run icons` makes from ICON_NAMES and lucide-react", () => {
    // Fails after adding a name to ICON_NAMES or upgrading lucide-react without `npm run icons`.
    expect(readFileSync(ICONS_CSS, "utf8")).toBe(iconsCss());
    const files = iconFiles();
    expect(readdirSync(ICONS_DIR).sort()).toEqual([...files.keys()].map((name) => `${name}.svg`).sort());
    for (const [name, markup] of files) expect(readFileSync(path.join(ICONS_DIR, `${name}.svg`), "utf8")).toBe(markup);
  });

  it("gives every icon a class and a file the browser can read: a 24 px SVG, filled only for -filled", () => {
    const css = iconsCss();
    // Drawings are files the bundler copies and the browser fetches when a page shows them,
    // never data URLs in the render-blocking stylesheet.
    expect(css).not.toContain("data:");
    // No custom property per drawing on :root, which every element would inherit (style cost).
    expect(css).not.toMatch(/:root\s*\{/);
    for (const [name, markup] of iconFiles()) {
      expect(css).toContain(`.icon-${name} {\n    --icon: url("./icons/${name}.svg");\n  }`);
      const svg = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
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

  it("every icon a component's classes draw by name exists, and nothing reads a drawing's old custom property", () => {
    const root = path.join(__dirname, "..", "..");
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? sources(path.join(dir, e.name))
          : /\.(css|tsx)$/.test(e.name) && e.name !== "icons.css" && !e.name.includes(".test.")
            ? [readFileSync(path.join(root, dir, e.name), "utf8")]
            : [],
      );
    const text = ["app", "components"].flatMap(sources).join("\n");
    // var(--icon-chevron-down) was a :root property; now it would be unset and draw nothing.
    expect(text).not.toMatch(/var\(--icon-/);
    // A class such as "icon-star-filled" beside a mask of var(--icon) (a ::before, stars).
    const used = [...text.matchAll(/(?<![\w-])icon-([a-z]+(?:-[a-z]+)*)(?![\w-])/g)].map((m) => m[1]);
    expect(used).toEqual(expect.arrayContaining(["chevron-down", "star-filled", "circle-check"]));
    for (const name of used) expect(ICON_NAMES).toContain(name);
  });
});
