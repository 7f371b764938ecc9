/**
 * The room diagram of docs/architecture.md#rooms-and-floors, drawn from the
 * import graph (./import-graph.ts) and lib/floors.json: `npm run docs:diagram`
 * writes it, test/architecture.test.ts fails when the committed one differs.
 */
import type { House } from "./import-graph";

export const DIAGRAM_START =
  "<!-- room diagram: npm run docs:diagram draws it from lib/floors.json and the imports -->";
export const DIAGRAM_END = "<!-- end of room diagram -->";

/** Rooms that this share of the other rooms import are drawn, their arrows named in a sentence instead. */
const EVERYWHERE_SHARE = 1 / 3;

const nodeId = (room: string) => room.replace(/-/g, "");

/** The Markdown between DIAGRAM_START and DIAGRAM_END: the mermaid chart and what it leaves out. */
export function roomDiagram(house: House): string {
  const floors = house.floors.lib;
  const imports = house.roomImports("lib");
  const usedBy = new Map<string, number>();
  for (const targets of imports.values()) for (const t of targets) usedBy.set(t, (usedBy.get(t) ?? 0) + 1);
  const everywhere = floors.flat().filter((room) => (usedBy.get(room) ?? 0) >= imports.size * EVERYWHERE_SHARE);
  const order = floors.flat();
  const byFloor = (a: string, b: string) => order.indexOf(a) - order.indexOf(b);

  const lines = ["```mermaid", "flowchart TB"];
  floors.forEach((floor, i) => {
    lines.push(`  subgraph F${i + 1}["floor ${i + 1}"]`);
    lines.push(`    ${floor.map((room) => (nodeId(room) === room ? room : `${nodeId(room)}["${room}"]`)).join("; ")}`);
    lines.push("  end");
  });
  for (const room of order) {
    const targets = [...(imports.get(room) ?? [])].filter((t) => !everywhere.includes(t)).sort(byFloor);
    if (targets.length > 0) lines.push(`  ${nodeId(room)} --> ${targets.map(nodeId).join(" & ")}`);
  }
  lines.push("```");
  const named = everywhere.map((room) => `\`${room}\``);
  const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named.join("");
  lines.push(
    "",
    `The arrows into ${list} (each imported by a third of the rooms or more) are left out of the drawing; every other import between rooms is drawn.`,
  );
  return lines.join("\n");
}

/** `markdown` with its diagram replaced by `diagram`; throws when the markers are missing. */
export function withDiagram(markdown: string, diagram: string): string {
  const start = markdown.indexOf(DIAGRAM_START);
  const end = markdown.indexOf(DIAGRAM_END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks ${DIAGRAM_START} … ${DIAGRAM_END}`);
  return `${markdown.slice(0, start + DIAGRAM_START.length)}\n\n${diagram}\n\n${markdown.slice(end)}`;
}
