import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The step as Next loads it: an ES module run by Node (jest's module
 * transform cannot load an .mjs file here), through the installed PostCSS.
 */
async function run(css: string): Promise<string> {
  const script = `
    import postcss from "postcss";
    import modernColors from ${JSON.stringify(path.join(__dirname, "postcss-modern-colors.mjs"))};
    const { css } = await postcss([modernColors]).process(process.env.CSS_IN, { from: undefined });
    process.stdout.write(css);`;
  const res = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: path.join(__dirname, ".."),
    env: { ...process.env, CSS_IN: css },
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return res.stdout;
}
const squash = (css: string) => css.replace(/\s+/g, " ").replace(/;\s*}/g, " }").trim();

// The step keeps what browsers at Tailwind 4's floor use, and only that: a
// colour's color-mix() version replaces its full-strength fallback.
describe("the colour-fallback step after Tailwind", () => {
  it("keeps only the color-mix() colour of a flattened fallback and its @supports twin", async () => {
    const out = await run(`
      .bg-primary\\/10 { background-color: var(--primary); }
      @supports (color: color-mix(in lab, red, red)) {
        .bg-primary\\/10 { background-color: color-mix(in oklab, var(--primary) 10%, transparent); }
      }
      .p-4 { padding: 1rem; }`);
    expect(squash(out)).toBe(
      squash(`.bg-primary\\/10 { background-color: color-mix(in oklab, var(--primary) 10%, transparent); }
      .p-4 { padding: 1rem; }`),
    );
  });

  it("does the same inside a rule (nested @supports), keeping the rule's other declarations", async () => {
    const out = await run(`
      .ring { --tw-ring-color: var(--ring); outline: none;
        @supports (color: color-mix(in lab, red, red)) { --tw-ring-color: color-mix(in oklab, var(--ring) 50%, transparent); } }`);
    expect(squash(out)).toBe(
      squash(`.ring { outline: none; --tw-ring-color: color-mix(in oklab, var(--ring) 50%, transparent); }`),
    );
  });

  it("leaves any other @supports and every colour without a twin alone", async () => {
    const css = `.a { color: red; } @supports (display: grid) { .a { display: grid; } }`;
    expect(squash(await run(css))).toBe(squash(css));
  });
});
