import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

/**
 * The embedded database's owner. PGlite is one process's database: a second
 * process opening the same folder corrupts it (docs/operations.md#one-process-per-embedded-database).
 * The process that opens it writes `<folder>.lock` (created exclusively) with
 * its pid and start time; another process finds it and refuses, or talks to
 * the owner through its control socket (./control.ts). A lock left by a
 * process that has died (a crash, a kill -9) is recognised as stale: no
 * process with that pid, or one started at another time (a reused pid).
 */

export interface LockOwner {
  pid: number;
  /** The owner's start time as the kernel counts it (/proc/<pid>/stat), or null off Linux. */
  startedAt: string | null;
  /** Its unix socket for operator commands, when it serves one. */
  socket?: string;
}

export class EmbeddedDatabaseBusyError extends Error {
  override name = "EmbeddedDatabaseBusyError";
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database (${lockFile.replace(/\.lock$/, "")}) is in use by another process (pid ${owner.pid}). ` +
        "PGlite serves one process: stop that process first, or run operator commands while it runs (npm run operator talks to it). " +
        "See docs/operations.md#one-process-per-embedded-database.",
    );
  }
}

/** A process's start time (field 22 of /proc/<pid>/stat), or null where there is no /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (owner.startedAt === null) return true;
  const now = processStartTime(owner.pid);
  return now === null || now === owner.startedAt;
}

export function lockFileFor(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}.lock`;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    if (typeof parsed.pid !== "number") return null;
    return { pid: parsed.pid, startedAt: parsed.startedAt ?? null, socket: parsed.socket };
  } catch {
    return null;
  }
}

/** The live process holding the folder's lock, or null (no lock, or a stale one). */
export function liveOwner(dataDir: string): LockOwner | null {
  const owner = readOwner(lockFileFor(dataDir));
  return owner && owner.pid !== process.pid && isAlive(owner) ? owner : null;
}

export interface DataDirLock {
  file: string;
  /** Records the control socket in the lock, for other processes to find. */
  announceSocket: (socket: string) => void;
  release: () => void;
}

/**
 * Takes the folder's lock or throws EmbeddedDatabaseBusyError. A stale lock
 * is removed and taken over. Released by `release()` and, failing that, when
 * the process exits.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileFor(dataDir);
  const me: LockOwner = { pid: process.pid, startedAt: processStartTime(process.pid) };
  const write = (flags: string) => {
    const fd = openSync(file, flags, 0o600);
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
  };
  for (let attempt = 0; ; attempt++) {
    try {
      write("wx");
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
      const owner = readOwner(file);
      if (owner && owner.pid === process.pid) break; // this process already holds it
      if (owner && isAlive(owner)) throw new EmbeddedDatabaseBusyError(file, owner);
      // Stale (its process is gone) or unreadable (a crash while writing it): taken over.
      try {
        unlinkSync(file);
      } catch {
        // removed by another process meanwhile; the next exclusive create decides
      }
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    const owner = readOwner(file);
    if (owner?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on("exit", release);
  return {
    file,
    announceSocket: (socket) => {
      me.socket = socket;
      if (held) write("w");
    },
    release,
  };
}
