// npm run icons – writes components/ui/icons.css: one CSS mask per icon in
// ICON_NAMES, drawn from lucide-react's own icon data (same paths, 24 px grid,
// stroke 2, round caps and joins). A unit test fails when the file is stale.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { ICON_NAMES } from "../components/ui/icon";

type IconNode = [tag: string, attrs: Record<string, string | number>][];

const require = createRequire(__filename);
export const ICONS_CSS = path.join(__dirname, "..", "components", "ui", "icons.css");

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

const dataUrl = (markup: string) =>
  `url("data:image/svg+xml,${markup.replace(/%/g, "%25").replace(/#/g, "%23").replace(/</g, "%3C").replace(/>/g, "%3E").replace(/"/g, "%22")}")`;

export function iconsCss(): string {
  const drawings = ICON_NAMES.map((name) => {
    const filled = name.endsWith("-filled");
    return [name, dataUrl(svg(iconNode(filled ? name.slice(0, -"-filled".length) : name), filled))] as const;
  });
  return `/* Made by \`npm run icons\` from lucide-react (ISC licence); do not edit. See components/ui/icon.tsx. */
/* Each drawing is also a custom property, for CSS that draws an icon itself (a ::after). */
:root {
${drawings.map(([name, url]) => `  --icon-${name}: ${url};`).join("\n")}
}

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
${drawings.map(([name]) => `  .icon-${name} {\n    --icon: var(--icon-${name});\n  }`).join("\n")}
}
`;
}

if (require.main === module) {
  writeFileSync(ICONS_CSS, iconsCss());
  console.log(`wrote ${path.relative(process.cwd(), ICONS_CSS)} (${ICON_NAMES.length} icons)`);
}
