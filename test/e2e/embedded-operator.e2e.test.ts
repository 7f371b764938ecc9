import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort, ROOT, startStore, type RunningStore } from "../support/next-server";

jest.setTimeout(240_000);

/**
 * The embedded database is one process's: operator commands run while the
 * store runs go through the store, a second store refuses to open it, and
 * after a restart everything is there (docs/operations.md#one-process-per-embedded-database).
 */

const ENV = { AUTH_SECRET: "op-secret-op-secret-op-secret-op-0123" };

function run(command: string, args: string[], env: Record<string, string>, timeoutMs = 90_000) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", ...env } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
/** The store's own settings, as an operator running a command beside it has them. */
const SCRIPT_ENV = {
  ...ENV,
  NODE_ENV: "production",
  APP_URL: "http://127.0.0.1:3000",
  ALLOW_SIMULATED_PAYMENTS: "true",
};
const operator = (dataDir: string, ...args: string[]) =>
  run(TSX, ["--conditions=react-server", "scripts/operator.ts", ...args], { ...SCRIPT_ENV, DATA_DIR: dataDir });
const migrate = (dataDir: string) =>
  run(TSX, ["--conditions=react-server", "scripts/migrate.ts"], { ...SCRIPT_ENV, DATA_DIR: dataDir });

async function post(store: RunningStore, pathname: string, body: unknown, cookie?: string) {
  return fetch(`${store.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("next-auth.session-token="))!
    .split(";")[0]!;

let dataDir: string;
let store: RunningStore | null = null;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "store-op-"));
});
afterAll(async () => {
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("operator commands against a live embedded store", () => {
  it("grants through the running store, refuses a second opener, and loses nothing across a restart", async () => {
    store = await startStore({ ...ENV, DATA_DIR: dataDir });
    const registered = await post(store, "/api/auth/register", { username: "boss", password: "secret-boss" });
    expect(registered.status).toBe(201);
    const customer = await post(store, "/api/auth/register", { username: "buyer", password: "secret-buyer" });
    expect(customer.status).toBe(201);
    const before = await fetch(`${store.url}/api/admin/free-views`, { headers: { cookie: cookieOf(registered) } });
    expect(before.status).toBe(403);

    const granted = await operator(dataDir, "grant", "boss");
    expect(granted).toMatchObject({ code: 0, err: "" });
    expect(granted.out).toContain("boss is now an operator");
    const listed = await operator(dataDir, "list");
    expect(listed.out.trim()).toBe("boss");
    // The role is read on every request: it applies at once.
    const now = await fetch(`${store.url}/api/admin/free-views`, { headers: { cookie: cookieOf(registered) } });
    expect(now.status).toBe(200);

    // Nothing else opens the files under the live store.
    const migrated = await migrate(dataDir);
    expect(migrated.code).not.toBe(0);
    expect(migrated.err).toMatch(/in use by another process/);
    const secondPort = await freePort();
    const second = await run(
      process.execPath,
      [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(secondPort)],
      {
        ...ENV,
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        APP_URL: `http://127.0.0.1:${secondPort}`,
        ALLOW_SIMULATED_PAYMENTS: "true",
      },
    );
    expect(second.code).toBe(1);
    expect(second.err).toMatch(/in use by another process/);
    expect((await fetch(`${store.url}/api/health`)).status).toBe(200);

    await store.stop();
    store = null;
    // Stopped: the command opens the database itself (and it is intact).
    expect((await operator(dataDir, "list")).out.trim()).toBe("boss");

    store = await startStore({ ...ENV, DATA_DIR: dataDir });
    const login = await post(store, "/api/auth/login", { username: "boss", password: "secret-boss" });
    expect(login.status).toBe(200);
    expect((await fetch(`${store.url}/api/admin/free-views`, { headers: { cookie: cookieOf(login) } })).status).toBe(
      200,
    );
    expect((await post(store, "/api/auth/login", { username: "buyer", password: "secret-buyer" })).status).toBe(200);
    const revoked = await operator(dataDir, "revoke", "boss");
    expect(revoked.out).toContain("no longer an operator");
    expect((await operator(dataDir, "grant", "nobody")).err).toContain('No user named "nobody"');
  });
});
