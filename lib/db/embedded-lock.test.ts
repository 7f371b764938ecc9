import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { acquireDataDirLock, EmbeddedDatabaseBusyError, liveOwner, lockFileFor } from "./embedded-lock";

let dir: string;
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite");
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe("the embedded database's folder lock", () => {
  it("refuses a second process while the first lives, and names it", async () => {
    // Another process holding the lock: a sleeping child whose pid is written in it.
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      const startedAt = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[19];
      writeFileSync(lockFileFor(dir), JSON.stringify({ pid: child.pid, startedAt }));
      expect(liveOwner(dir)).toEqual(expect.objectContaining({ pid: child.pid }));
      expect(() => acquireDataDirLock(dir)).toThrow(EmbeddedDatabaseBusyError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another process \(pid \d+\)/);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a crash: a dead pid, or a pid reused by another process", async () => {
    const child = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
    await new Promise((r) => child.once("exit", r));
    writeFileSync(lockFileFor(dir), JSON.stringify({ pid: child.pid, startedAt: "1" }));
    expect(liveOwner(dir)).toBeNull();
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.file, "utf8"))).toEqual(expect.objectContaining({ pid: process.pid }));
    lock.release();

    // Our own parent is alive, but it started at another time than the lock says.
    writeFileSync(lockFileFor(dir), JSON.stringify({ pid: process.ppid, startedAt: "12345" }));
    expect(liveOwner(dir)).toBeNull();
    acquireDataDirLock(dir).release();
  });

  it("is released on close, so the next process opens the folder", () => {
    const lock = acquireDataDirLock(dir);
    lock.release();
    expect(() => readFileSync(lockFileFor(dir))).toThrow();
    acquireDataDirLock(dir).release();
  });
});
