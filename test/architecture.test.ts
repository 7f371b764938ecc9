import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import COMPONENT_FLOORS from "../components/floors.json";
import LIB_FLOORS from "../lib/floors.json";

const root = path.join(__dirname, "..");
const roomsOf = (top: string) =>
  readdirSync(path.join(root, top), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** Every `@/<top>/<room>` a room's own (non-test) files import. */
function importsOf(top: string, room: string): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== "generated") visit(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        const pattern = new RegExp(`(?:from |import\\()"@/${top}/([a-z-]+)`, "g");
        for (const m of readFileSync(p, "utf8").matchAll(pattern)) found.add(m[1]!);
      }
    }
  };
  visit(path.join(root, top, room));
  found.delete(room);
  return found;
}

describe.each([
  ["lib", LIB_FLOORS],
  ["components", COMPONENT_FLOORS],
] as const)("the rooms of %s/", (top, floors) => {
  const rooms = roomsOf(top);

  it("each stand on exactly one floor of the lint rule (a new room cannot escape it)", () => {
    const placed: string[] = floors.flat();
    expect([...placed].sort()).toEqual(rooms);
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("import only rooms on lower floors, dynamic imports included", () => {
    const floorOf = new Map<string, number>(
      floors.flatMap((floor, level) => floor.map((room) => [room, level] as const)),
    );
    const upward = rooms.flatMap((room) =>
      [...importsOf(top, room)]
        .filter((dep) => floorOf.get(dep)! <= floorOf.get(room)!)
        .map((dep) => `${room} -> ${dep}`),
    );
    expect(upward).toEqual([]);
  });
});
