// Draws the room diagram of docs/architecture.md from lib/floors.json and the
// imports between rooms (npm run docs:diagram); test/architecture.test.ts
// fails while the committed diagram differs.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { roomDiagram, withDiagram } from "./diagram.ts";
import { readHouse } from "./import-graph.ts";

const root = path.join(import.meta.dirname, "..", "..");
const doc = path.join(root, "docs", "architecture.md");
const before = readFileSync(doc, "utf8");
const after = withDiagram(before, roomDiagram(readHouse(root)));
if (after !== before) writeFileSync(doc, after);
console.log(`docs/architecture.md: ${after === before ? "the diagram was current" : "diagram redrawn"}`);
