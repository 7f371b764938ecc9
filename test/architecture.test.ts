import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { DIAGRAM_END, DIAGRAM_START, roomDiagram, withDiagram } from "../scripts/house/diagram";
import { readHouse, ROOM_TOPS } from "../scripts/house/import-graph";
import { readSource, sourceFiles } from "./support/source-files";

const root = path.join(__dirname, "..");
const house = readHouse(root);
const roomsOf = (top: string) =>
  readdirSync(path.join(root, top), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** Rooms importing a room on their own floor or above, as "room -> room". */
const upward = (h: typeof house, top: (typeof ROOM_TOPS)[number]) => {
  const floorOf = (room: string) => h.floors[top].findIndex((floor) => floor.includes(room));
  return [...h.roomImports(top)].flatMap(([room, deps]) =>
    [...deps].filter((dep) => floorOf(dep) <= floorOf(room)).map((dep) => `${room} -> ${dep}`),
  );
};

describe.each(ROOM_TOPS)("the rooms of %s/", (top) => {
  const floors = house.floors[top];

  it("each stand on exactly one floor of the lint rule (a new room cannot escape it)", () => {
    const placed: string[] = floors.flat();
    expect([...placed].sort()).toEqual(roomsOf(top));
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("import only rooms on lower floors, relative and dynamic imports included", () => {
    expect(upward(house, top)).toEqual([]);
  });
});

describe("every import of app/, components/ and lib/", () => {
  it("goes through a door, down a floor, and never out of its room by a relative path", () => {
    const problems = ["app", "components", "lib"].flatMap((dir) =>
      house
        .sourceFiles(dir)
        .flatMap((file) =>
          house
            .specifiersOf(readFileSync(path.join(root, file), "utf8"))
            .flatMap((specifier) => house.problems(file, specifier).map((p) => `${file}: ${specifier}: ${p}`)),
        ),
    );
    expect(problems).toEqual([]);
  });
});

describe("every source file of app/, components/ and lib/", () => {
  /** A file this long says why at its top; most callers then read one short door instead. */
  const LONG = 300;
  it(`is at most ${LONG} lines, or says why near its top ("Over ${LONG} lines: …")`, () => {
    const unexplained = sourceFiles().flatMap((file) => {
      const lines = readSource(file).split("\n");
      const explained = lines.slice(0, 8).some((line) => line.startsWith(`// Over ${LONG} lines: `));
      return lines.length > LONG && !explained ? [`${file} (${lines.length} lines)`] : [];
    });
    expect(unexplained).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const relative = /A relative import never leaves its room/;
  const upwardMessage = /lib\/security may import only rooms on a lower floor .*not lib\/tracking/;

  it("resolve a relative specifier that leaves its room, static or dynamic, and see the loop it makes", () => {
    // A house of two rooms where security (floor 2) reaches up into tracking (floor 1) by a relative path.
    const dir = mkdtempSync(path.join(tmpdir(), "house-"));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      write("lib/floors.json", JSON.stringify([["tracking"], ["security"]]));
      write("components/floors.json", "[]");
      write("lib/tracking/index.ts", 'export { csp } from "@/lib/security";\n');
      write("lib/security/index.ts", 'export const csp = () => import("../tracking/hosts");\n');
      write("lib/tracking/hosts.ts", "export const hosts = [];\n");
      const fixture = readHouse(dir);
      expect(fixture.specifiersOf('export const csp = () => import("../tracking/hosts");')).toEqual([
        "../tracking/hosts",
      ]);
      expect(upward(fixture, "lib")).toEqual(["security -> tracking"]);
      const problems = fixture.problems("lib/security/index.ts", "../tracking/hosts");
      expect(problems).toEqual([expect.stringMatching(relative), expect.stringMatching(upwardMessage)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuse the ways past a door and leave a room's own files alone", () => {
    expect(house.problems("lib/tracking/pixel.ts", "./events")).toEqual([]);
    expect(house.problems("lib/tracking/pixel.ts", "@/lib/security/contract")).toEqual([]);
    expect(house.problems("components/store/x.tsx", "@/lib/orders/queries")).toEqual([
      expect.stringMatching(/through its door/),
    ]);
    expect(house.problems("app/page.tsx", "../lib/orders/queries")).toEqual([
      expect.stringMatching(/through its door/),
    ]);
    expect(house.problems("scripts/brand-assets.ts", "../lib/content")).toEqual([]);
    expect(house.problems("lib/orders/x.ts", "@/components/ui/button")).toEqual([
      expect.stringMatching(/lib\/ is below the pages/),
    ]);
    expect(house.problems("components/ui/x.tsx", "../store/purchase-form")).toEqual([
      expect.stringMatching(relative),
      expect.stringMatching(/components\/ui may import only rooms on a lower floor/),
    ]);
  });

  it("make npm run lint fail on a relative import that leaves its room (the rule as eslint.config.mjs sets it)", async () => {
    // The fixture is linted as if it were lib/security/headers.ts (an existing file, so the type-aware
    // parser knows it), from stdin: nothing is written into the source tree.
    const lint = promisify(execFile)(
      process.execPath,
      [
        path.join(root, "node_modules/eslint/bin/eslint.js"),
        "--format=json",
        "--stdin",
        "--stdin-filename=lib/security/headers.ts",
      ],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    lint.child.stdin!.end(
      'export { TIKTOK_PIXEL_HOSTS } from "../tracking/pixel-hosts";\nexport const load = () => import("../tracking/client");\n',
    );
    const failed = await lint.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const [result] = JSON.parse(failed!.stdout) as { messages: { ruleId: string; line: number; message: string }[] }[];
    const roomProblems = result!.messages.filter((m) => m.ruleId === "rooms/imports");
    expect(roomProblems.map((m) => [m.line, m.message])).toEqual([
      [1, expect.stringMatching(relative)],
      [1, expect.stringMatching(upwardMessage)],
      [2, expect.stringMatching(relative)],
      [2, expect.stringMatching(upwardMessage)],
    ]);
  }, 600_000);
});

describe("docs/architecture.md", () => {
  it("draws the rooms and the imports between them as they are (npm run docs:diagram redraws it)", () => {
    const doc = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
    expect(doc).toContain(DIAGRAM_START);
    expect(doc).toContain(DIAGRAM_END);
    expect(withDiagram(doc, roomDiagram(house))).toBe(doc);
  });

  it("the drawing has every import between rooms but those it names as left out", () => {
    const diagram = roomDiagram(house);
    const drawn = new Set(
      [...diagram.matchAll(/^ {2}(\w+) --> (.+)$/gm)].flatMap((m) => m[2]!.split(" & ").map((t) => `${m[1]} -> ${t}`)),
    );
    const leftOut = [...diagram.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
    const id = (room: string) => room.replace(/-/g, "");
    const real = [...house.roomImports("lib")].flatMap(([room, deps]) =>
      [...deps].filter((d) => !leftOut.includes(d)).map((d) => `${id(room)} -> ${id(d)}`),
    );
    expect([...drawn].sort()).toEqual(real.sort());
    expect(leftOut.length).toBeGreaterThan(0);
  });
});
