import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort, ROOT, startStore, type RunningStore } from "../support/next-server";

// Issue 24, items 1, 3 and 7 on the production build as `next start` runs it:
// who the client is with and without a trusted proxy (the handlers get no
// socket from Next: lib/security/client-ip.ts), and the production guards of
// a build started with NODE_ENV=development.

interface Answer {
  status: number;
  body: string;
}

/** A login from the local address `from` (any 127.x.y.z is this machine), with the headers given. */
function login(
  base: string,
  body: { username: string; password: string },
  { from = "127.0.0.1", headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/auth/login`,
      { method: "POST", localAddress: from, headers: { "content-type": "application/json", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const wrong = (i: number) => ({ username: `nobody${i}`, password: "wrong-password" });

describe("the client's address on the production build", () => {
  // A store of its own per test, then 22 logins that each hash a password: over a minute while a
  // build shares the machine.
  jest.setTimeout(150_000);
  let store: RunningStore | undefined;
  afterEach(async () => {
    await store?.stop();
    store = undefined;
  });

  it("without TRUST_PROXY is the connection's address: a new X-Forwarded-For on every request changes nothing", async () => {
    store = await startStore({ TRUST_PROXY: "" });
    for (let i = 0; i < 20; i++) {
      const res = await login(store.url, wrong(i), { headers: { "x-forwarded-for": `203.0.113.${i + 1}` } });
      expect(res.status).toBe(401);
    }
    const locked = await login(store.url, wrong(99), { headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(locked.status).toBe(429);
    // A connection from another address is another client.
    expect((await login(store.url, wrong(100), { from: "127.0.0.2" })).status).toBe(401);
  });

  it("behind the proxy is the proxy's entry, however long the part the client wrote", async () => {
    store = await startStore({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "1" });
    const forged = (last: string) => ({ headers: { "x-forwarded-for": `${"a".repeat(2100)}, ${last}` } });
    for (let i = 0; i < 20; i++) expect((await login(store.url, wrong(i), forged("7.7.7.7"))).status).toBe(401);
    expect((await login(store.url, wrong(20), forged("7.7.7.7"))).status).toBe(429);
    expect((await login(store.url, wrong(21), forged("7.7.7.8"))).status).toBe(401);
  });
});

describe("production guards", () => {
  it("apply to a production build started with NODE_ENV=development (no AUTH_SECRET: refused)", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "store-dev-env-"));
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NEXT_TELEMETRY_DISABLED: "1",
          NODE_ENV: "development",
          AUTH_SECRET: "",
          APP_URL: "",
          DATA_DIR: dataDir,
          DATABASE_URL: "",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGTERM");
        resolve(null);
      }, 45_000);
      child.once("exit", (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(output).toMatch(/AUTH_SECRET: is required in production/);
    expect(output).toMatch(/PAYMENT_PROVIDER: the simulated payment provider is refused in production/);
    expect(code).toBe(1);
  });
});
