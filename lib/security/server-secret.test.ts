import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { resetEnvForTests } from "@/lib/env";
import { captureLogs } from "@/test/support/logs";

import { serverKey, serverSecret, storedDevelopmentSecret } from "./server-secret";

const saved = { ...process.env };
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
  delete process.env.AUTH_SECRET;
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the server secret", () => {
  it("is AUTH_SECRET whenever it is set", () => {
    process.env.AUTH_SECRET = "s".repeat(40);
    resetEnvForTests();
    expect(serverSecret()).toBe("s".repeat(40));
  });

  it("is derived from DATA_DIR only in tests", () => {
    (process.env as Record<string, string>).NODE_ENV = "test";
    resetEnvForTests();
    expect(serverSecret()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("in development is random, kept in DATA_DIR (owner-only), and the same for every process", () => {
    const first = storedDevelopmentSecret(dataDir);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    // A second process reads the same secret instead of making its own.
    expect(storedDevelopmentSecret(dataDir)).toBe(first);
    // Another data folder gets another secret: nothing about it is predictable.
    const other = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
    try {
      expect(storedDevelopmentSecret(other)).not.toBe(first);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("in development warns loudly that AUTH_SECRET is missing", () => {
    (process.env as Record<string, string>).NODE_ENV = "development";
    resetEnvForTests();
    const logs = captureLogs();
    const secret = serverSecret();
    expect(secret).toBe(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim());
    expect(logs.messages("warn")).toEqual([expect.stringContaining("AUTH_SECRET is not set")]);
    logs.restore();
  });
});

describe("keys for one purpose", () => {
  it("are derived from the server secret, one per purpose, and are not the secret", () => {
    process.env.AUTH_SECRET = "s".repeat(40);
    resetEnvForTests();
    const tracking = serverKey("tracking-event-ids:v1");
    expect(tracking).toHaveLength(32);
    expect(serverKey("tracking-event-ids:v1").equals(tracking)).toBe(true);
    expect(serverKey("another-purpose").equals(tracking)).toBe(false);
    expect(tracking.toString("utf8")).not.toContain("s".repeat(40));
    process.env.AUTH_SECRET = "t".repeat(40);
    resetEnvForTests();
    expect(serverKey("tracking-event-ids:v1").equals(tracking)).toBe(false);
  });
});
