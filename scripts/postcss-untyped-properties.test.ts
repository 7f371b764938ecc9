import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The step as Next loads it: an ES module run by Node, through the installed
 * PostCSS; `tailwind` runs Tailwind on the CSS first, as postcss.config.mjs does.
 */
function run(css: string, { tailwind = false } = {}): string {
  const script = `
    import postcss from "postcss";
    import tailwind from "@tailwindcss/postcss";
    import untypedProperties from ${JSON.stringify(path.join(__dirname, "postcss-untyped-properties.mjs"))};
    const plugins = process.env.TAILWIND === "1" ? [tailwind(), untypedProperties] : [untypedProperties];
    const { css } = await postcss(plugins).process(process.env.CSS_IN, { from: ${JSON.stringify(path.join(__dirname, "in.css"))} });
    process.stdout.write(css);`;
  const res = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: path.join(__dirname, ".."),
    env: { ...process.env, CSS_IN: css, TAILWIND: tailwind ? "1" : "0" },
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return res.stdout;
}
const squash = (css: string) => css.replace(/\s+/g, " ").replace(/;\s*}/g, " }").trim();

const FALLBACK = `@layer properties {
  @supports ((-webkit-hyphens: none) and (not (margin-trim: inherit))) {
    *, ::before, ::after, ::backdrop { --tw-shadow: 0 0 #0000; --tw-leading: initial; --tw-shadow-alpha: 100%; }
  }
}`;

describe("the untyped-@property step after Tailwind", () => {
  it("drops an untyped registration the fallback starts alike, keeps typed ones, and makes the fallback apply everywhere", () => {
    const out = run(`${FALLBACK}
      .shadow-xs { --tw-shadow: 0 1px 2px 0 #0000000d; box-shadow: var(--tw-shadow); }
      @property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }
      @property --tw-leading { syntax: "*"; inherits: false; }
      @property --tw-shadow-alpha { syntax: "<percentage>"; inherits: false; initial-value: 100%; }`);
    expect(squash(out)).toBe(
      squash(`@layer properties {
        *, ::before, ::after, ::backdrop { --tw-shadow: 0 0 #0000; --tw-leading: initial; --tw-shadow-alpha: 100%; }
      }
      .shadow-xs { --tw-shadow: 0 1px 2px 0 #0000000d; box-shadow: var(--tw-shadow); }
      @property --tw-shadow-alpha { syntax: "<percentage>"; inherits: false; initial-value: 100%; }`),
    );
  });

  it("keeps a registration the fallback starts differently, one that inherits, and everything when there is no fallback", () => {
    const kept = `${FALLBACK}
      @property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 red; }
      @property --tw-leading { syntax: "*"; inherits: true; }`;
    expect(squash(run(kept))).toBe(squash(kept));
    const alone = `@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }`;
    expect(squash(run(alone))).toBe(squash(alone));
  });

  // On Tailwind's own output: every --tw-* variable a utility reads still starts somewhere, for every element.
  it("leaves every --tw-* variable Tailwind's utilities read with a starting value", () => {
    const out = run(
      `@import "tailwindcss/theme.css" theme(reference inline);
       @import "tailwindcss/utilities.css" source(none);
       @source inline("shadow-sm ring-2 translate-y-1 font-bold leading-none text-sm border bg-linear-to-b from-red-500 tabular-nums space-y-2 outline-hidden before:content-['x']");`,
      { tailwind: true },
    );
    const read = new Set([...out.matchAll(/var\((--tw-[\w-]+)/g)].map((m) => m[1]));
    const registered = new Set([...out.matchAll(/@property (--tw-[\w-]+)/g)].map((m) => m[1]));
    const layer = /@layer properties\s*\{\s*\*, ::before, ::after, ::backdrop\s*\{([^}]*)\}\s*\}/.exec(out);
    expect(layer).not.toBeNull();
    const started = new Set([...layer![1]!.matchAll(/(--tw-[\w-]+)\s*:/g)].map((m) => m[1]));
    // Some were dropped (the step did something), and none is left without a start.
    expect(registered.size).toBeLessThan(started.size);
    expect([...read].filter((name) => !started.has(name) && !registered.has(name))).toEqual([]);
    expect(read.has("--tw-shadow")).toBe(true);
  });
});
