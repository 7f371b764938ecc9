import "server-only";

import { readFileSync, readlinkSync } from "node:fs";

/**
 * Who this process is, in terms another worker can check: the process table
 * it lives in (`hostKey`: the kernel's boot id and the pid namespace, so two
 * machines, two boots or two containers never share one) and its pid with
 * the kernel's start time of the process (a reused pid is another process).
 * A worker with the same `hostKey` can then prove that a dead worker's
 * process no longer exists (docs/fulfilment.md#jobs). Null fields where
 * this cannot be known (not Linux, no /proc, a /proc of another namespace):
 * such a worker is only ever taken for dead by its stale heartbeat.
 */
export interface ProcessIdentity {
  hostKey: string | null;
  pid: number;
  pidStart: string | null;
}

let cached: ProcessIdentity | undefined;

export function thisProcess(): ProcessIdentity {
  if (cached) return cached;
  let hostKey: string | null = null;
  try {
    // /proc must be this process's own: /proc/self names our pid.
    if (readlinkSync("/proc/self") === String(process.pid)) {
      const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
      const namespace = readlinkSync("/proc/self/ns/pid"); // "pid:[4026531836]"
      if (boot && namespace) hostKey = `${boot}/${namespace}`.slice(0, 100);
    }
  } catch {
    hostKey = null;
  }
  cached = { hostKey, pid: process.pid, pidStart: hostKey ? processStart(process.pid) : null };
  return cached;
}

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat), or null when there is none. */
function processStart(pid: number): string | null {
  const stat = readStat(pid);
  return stat?.start ?? null;
}

/** Another process of this process table as a worker of it would record itself (tests, the chaos harness). */
export function identityOf(pid: number): ProcessIdentity {
  const { hostKey } = thisProcess();
  return { hostKey, pid, pidStart: hostKey ? processStart(pid) : null };
}

function readStat(pid: number): { state: string; start: string } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // "<pid> (<name, may hold spaces and parentheses>) <state> <ppid> …": split after the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const start = fields[19];
  return state && start ? { state, start } : null;
}

/**
 * Whether a process of this process table is provably gone: no such pid, a
 * pid now used by another process (another start time), or a zombie (it
 * ended, only its exit status waits for its parent; its sockets are closed).
 * False whenever it may still run. Only meaningful for a worker whose
 * `hostKey` is this process's.
 */
export function processGone(pid: number, pidStart: string | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pidStart === null) return false;
  if (pid === process.pid) return pidStart !== thisProcess().pidStart;
  const stat = readStat(pid);
  if (stat) return stat.start !== pidStart || stat.state === "Z" || stat.state === "X";
  // Unreadable (no such pid, or a /proc that hides other users' processes):
  // only the kernel's "no such process" is proof.
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
