import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { captureLogs } from "@/test/support/logs";

import { createEmbeddedAdapter } from "./embedded";
import { notPrivate } from "./private-files";

/** Every folder and file under `dir` by its mode, e.g. { "700": 3, "600": 970 }. */
function modes(dir: string): Record<string, number> {
  const count: Record<string, number> = {};
  const visit = (entry: string) => {
    const stat = statSync(entry);
    const mode = (stat.mode & 0o777).toString(8);
    count[mode] = (count[mode] ?? 0) + 1;
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return count;
}

/** Opens the embedded database on `dir` (its migrations run on the first connection) and closes it. */
async function openAndClose(dir: string) {
  const embedded = createEmbeddedAdapter(dir);
  try {
    const connection = await embedded.adapter.connect();
    await connection.executeRaw({ sql: "CREATE TABLE IF NOT EXISTS private_check (a int)", args: [], argTypes: [] });
  } finally {
    await embedded.close();
  }
}

let root: string;
let umask: number;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "private-db-"));
  // The machine's usual umask, which left 967 of 1,135 files readable by every user.
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe("the embedded database's folder is private to the store's user", () => {
  it("creates a new database 0700/0600 under umask 022, and makes an older install's readable folder private, saying so", async () => {
    const dir = path.join(root, "pglite");
    await openAndClose(dir);
    const found = modes(dir);
    expect(Object.keys(found).sort()).toEqual(["600", "700"]);
    expect(found["600"]).toBeGreaterThan(500);
    expect(notPrivate(dir)).toEqual([]);

    // As a store before this rule left it: world-readable folders and files, the WAL among them.
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, "extra"), { mode: 0o755 });
    writeFileSync(path.join(dir, "extra", "note"), "x", { mode: 0o644 });
    for (const name of readdirSync(path.join(dir, "pg_wal")).filter((n) => /^[0-9A-F]{24}$/.test(n)))
      chmodSync(path.join(dir, "pg_wal", name), 0o644);
    expect(notPrivate(dir).length).toBeGreaterThan(3);

    const logs = captureLogs();
    try {
      await openAndClose(dir);
      expect(logs.messages("warn")).toContain(
        "the embedded database's files were readable by other users of the machine: made private",
      );
    } finally {
      logs.restore();
    }
    expect(notPrivate(dir)).toEqual([]);
  }, 90_000);
});
