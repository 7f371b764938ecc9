/**
 * The house plan as the code has it: where each import of the store's source
 * lands, read from the files themselves (static imports, re-exports and
 * import() alike; `@/` and relative specifiers alike), and what the plan
 * says of it (docs/architecture.md#rooms-and-floors). One reading for its
 * three readers: the lint rule (eslint.config.mjs), test/architecture.test.ts
 * and the room diagram in docs/architecture.md (scripts/house/architecture-diagram.mjs).
 *
 * Plain TypeScript that Node runs as it is (eslint.config.mjs imports it):
 * types only, no enums or parameter properties, and only Node's own modules
 * and typescript imported.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";

/** The folders split into rooms, each with its floors.json. */
export const ROOM_TOPS = ["lib", "components"] as const;
export type RoomTop = (typeof ROOM_TOPS)[number];

/**
 * Where the room rule does not apply, each with its reason (eslint.config.mjs
 * turns the rule off there; docs/architecture.md#doors lists the same files,
 * test/docs.test.ts compares them).
 */
export const ROOM_RULE_EXCEPTIONS = [
  // Tests may reach inside the room they set up or observe, and benchmarks drive internals on purpose.
  "test/**",
  "bench/**",
  "**/*.test.ts",
  "**/*.test.tsx",
  // The request guard reads the session cookie alone (the auth door would bundle the password hasher into it).
  "proxy.ts",
  // It runs outside the bundler, where the doors' server-only modules refuse to load: it imports
  // lib/security/headers and files of lib/env by relative paths.
  "next.config.ts",
];

/** What a room shows the rest of the code: its door (index.ts), its client-safe contract and its schemas. */
const DOOR_FILES = ["", "contract", "schemas"];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;

export interface Place {
  top: RoomTop;
  room: string;
  /** The path inside the room, without extension ("" for the room itself, its door). */
  rest: string;
}

export interface House {
  root: string;
  floors: Record<RoomTop, string[][]>;
  /** The room a repository path (with or without extension) stands in; null outside the rooms. */
  placeOf(file: string): Place | null;
  /** What a file imports (repo-relative path, posix) names: the specifiers as written. */
  specifiersOf(source: string): string[];
  /** Where a specifier of `file` leads, repo-relative without extension; null for a package. */
  resolve(file: string, specifier: string): string | null;
  /** What the plan refuses in `file` importing `specifier` (empty: nothing). */
  problems(file: string, specifier: string): string[];
  /** Every non-test source file under `dir` (generated code left out), repo-relative. */
  sourceFiles(dir: string): string[];
  /** Room -> the other rooms of the same folder it imports, from every non-test file of the room. */
  roomImports(top: RoomTop): Map<string, Set<string>>;
}

export function readHouse(root: string): House {
  const floors = Object.fromEntries(
    ROOM_TOPS.map((top) => [top, JSON.parse(readFileSync(path.join(root, top, "floors.json"), "utf8")) as string[][]]),
  ) as Record<RoomTop, string[][]>;
  const floorOf = (top: RoomTop, room: string) => floors[top].findIndex((floor) => floor.includes(room));

  const placeOf = (file: string): Place | null => {
    const [top, room, ...rest] = file.replace(/\.(tsx?|mjs|js)$/, "").split("/");
    if (!ROOM_TOPS.includes(top as RoomTop) || !room || floorOf(top as RoomTop, room) < 0) return null;
    return { top: top as RoomTop, room, rest: rest.join("/").replace(/(^|\/)index$/, "") };
  };

  const resolve = (file: string, specifier: string): string | null => {
    if (specifier.startsWith("@/")) return path.posix.normalize(specifier.slice(2));
    if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
    return null;
  };

  const problems = (file: string, specifier: string): string[] => {
    const target = resolve(file, specifier);
    if (target === null) return [];
    const from = placeOf(file);
    const found: string[] = [];
    if (from?.top === "lib" && /^(app|components)\//.test(target))
      found.push("lib/ is below the pages and components: it never imports them.");
    const to = placeOf(target);
    if (!to || (from && from.top === to.top && from.room === to.room)) return found;
    const door = `@/${to.top}/${to.room}`;
    // From inside a room a relative path never leaves it; code outside the rooms (app/, scripts/) may reach a door either way.
    if (from && specifier.startsWith("."))
      found.push(
        `A relative import never leaves its room: import ${to.top}/${to.room} as ${door}${to.top === "lib" ? " (its door), " + door + "/contract or " + door + "/schemas" : "/…"} (docs/architecture.md#doors).`,
      );
    else if (to.top === "lib" && !DOOR_FILES.includes(to.rest))
      found.push(
        "Import a room through its door (@/lib/<room>), its client-safe contract (@/lib/<room>/contract) or its schemas (@/lib/<room>/schemas); see docs/architecture.md.",
      );
    if (from && from.top === to.top && floorOf(to.top, to.room) <= floorOf(from.top, from.room))
      found.push(
        `${from.top}/${from.room} may import only rooms on a lower floor (${from.top}/floors.json, docs/architecture.md): not ${to.top}/${to.room}.`,
      );
    return found;
  };

  const specifiersOf = (source: string) => ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);

  const sourceFiles = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === "generated" || entry.name === "node_modules" ? [] : sourceFiles(rel);
      return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [rel] : [];
    });

  const roomImports = (top: RoomTop) =>
    new Map(
      floors[top]
        .flat()
        .sort()
        .map((room) => {
          const rooms = new Set<string>();
          for (const file of sourceFiles(`${top}/${room}`))
            for (const specifier of specifiersOf(readFileSync(path.join(root, file), "utf8"))) {
              const target = resolve(file, specifier);
              const to = target === null ? null : placeOf(target);
              if (to && to.top === top && to.room !== room) rooms.add(to.room);
            }
          return [room, rooms] as const;
        }),
    );

  return { root, floors, placeOf, specifiersOf, resolve, problems, sourceFiles, roomImports };
}
