import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import LIB_FLOORS from "../lib/floors.json";

const root = path.join(__dirname, "..");
const rooms = readdirSync(path.join(root, "lib"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** Every `@/lib/<room>` a room's own (non-test) files import. */
function importsOf(room: string): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== "generated") visit(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        for (const m of readFileSync(p, "utf8").matchAll(/(?:from |import\()"@\/lib\/([a-z-]+)/g)) found.add(m[1]!);
      }
    }
  };
  visit(path.join(root, "lib", room));
  found.delete(room);
  return found;
}

describe("the rooms of lib/", () => {
  it("each stand on exactly one floor of the lint rule (a new room cannot escape it)", () => {
    const placed = LIB_FLOORS.flat();
    expect([...placed].sort()).toEqual(rooms);
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("import only rooms on lower floors, dynamic imports included", () => {
    const floorOf = new Map(LIB_FLOORS.flatMap((floor, level) => floor.map((room) => [room, level] as const)));
    const upward = rooms.flatMap((room) =>
      [...importsOf(room)].filter((dep) => floorOf.get(dep)! <= floorOf.get(room)!).map((dep) => `${room} -> ${dep}`),
    );
    expect(upward).toEqual([]);
  });
});
