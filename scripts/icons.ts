// npm run icons – writes components/ui/icons/<name>.svg for each icon in
// ICON_NAMES, drawn from lucide-react's own icon data (same paths, 24 px grid,
// stroke 2, round caps and joins), and components/ui/icons.css, which masks
// an element with each file. The bundler copies the files to
// /_next/static/media/ under content-hashed names (cached for good), and the
// browser fetches only the icons a page shows, after the first paint: the
// drawings are not in the render-blocking stylesheet. A unit test fails when
// the files are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { ICON_NAMES } from "../components/ui/icon";

type IconNode = [tag: string, attrs: Record<string, string | number>][];

const require = createRequire(__filename);
export const ICONS_CSS = path.join(__dirname, "..", "components", "ui", "icons.css");
export const ICONS_DIR = path.join(__dirname, "..", "components", "ui", "icons");

function iconNode(name: string): IconNode {
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  // The .mjs files are ES modules; read the data literal rather than import them.
  const source = require("node:fs").readFileSync(file, "utf8") as string;
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error(`lucide-react has no icon data in ${file}`);
  const data = new Function(`return (${literal});`)() as { node: IconNode };
  return data.node;
}

/** `star-filled`: lucide's `star`, filled as well as stroked. */
function svg(node: IconNode, filled: boolean): string {
  const children = node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}='${value}'`)
        .join(" ");
      return `<${tag} ${list}/>`;
    })
    .join("");
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? "black" : "none"}' stroke='black' ` +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${children}</svg>`
  );
}

/** Each icon's SVG file: name → markup. */
export function iconFiles(): Map<string, string> {
  return new Map(
    ICON_NAMES.map((name) => {
      const filled = name.endsWith("-filled");
      return [name, svg(iconNode(filled ? name.slice(0, -"-filled".length) : name), filled) + "\n"] as const;
    }),
  );
}

export function iconsCss(): string {
  return `/* Made by \`npm run icons\` from lucide-react (ISC licence); do not edit. See components/ui/icon.tsx. */
/* Each class sets --icon on its element alone: CSS that draws an icon itself (a ::before) puts the
   class on the element and masks with var(--icon). Not one custom property per drawing on :root
   as well: every page carried all the drawings' addresses twice (4 KB of HTML with the
   stylesheet inlined) and every element inherited them. */
@layer components {
  .icon {
    display: inline-block;
    flex-shrink: 0;
    width: 1rem;
    height: 1rem;
    background-color: currentColor;
    -webkit-mask: var(--icon) center / contain no-repeat;
    mask: var(--icon) center / contain no-repeat;
  }
${ICON_NAMES.map((name) => `  .icon-${name} {\n    --icon: url("./icons/${name}.svg");\n  }`).join("\n")}
}
`;
}

if (require.main === module) {
  rmSync(ICONS_DIR, { recursive: true, force: true });
  mkdirSync(ICONS_DIR, { recursive: true });
  for (const [name, markup] of iconFiles()) writeFileSync(path.join(ICONS_DIR, `${name}.svg`), markup);
  writeFileSync(ICONS_CSS, iconsCss());
  console.log(`wrote ${path.relative(process.cwd(), ICONS_CSS)} and ${readdirSync(ICONS_DIR).length} icons`);
}
