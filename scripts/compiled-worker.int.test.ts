// Production runs the stand-alone commands as JavaScript compiled by
// `npm run build` (scripts/compile-scripts.mjs). Here they run the way a host
// without TypeScript tooling would: tsx, typescript and esbuild cannot be
// resolved and no .ts file may be loaded (test/support/no-typescript.mjs).
// A worker process needs PostgreSQL (the embedded database serves one
// process), so this runs with TEST_DATABASE_URL (`npm run test:pg`, CI).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";

import { db } from "@/lib/db";
import { resetDb } from "@/test/support/db";
import { createPaidOrder } from "@/test/support/orders";
import { stopProcess, waitFor } from "@/test/support/processes";

const ROOT = path.resolve(__dirname, "..");
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

(onPostgres ? describe : describe.skip)("the compiled commands, without TypeScript tooling", () => {
  jest.setTimeout(60_000);
  // Inside node_modules, so the bundle finds the packages it leaves external as it does in dist/.
  let outdir = "";
  let worker: ChildProcess | null = null;
  const childEnv = (): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH!,
    NODE_ENV: "test",
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_SCHEMA: process.env.DATABASE_SCHEMA!,
    FULFILMENT_PROVIDER: "simulated",
    DATA_DIR: outdir,
  });
  const node = (script: string) => [
    "--import",
    path.join(ROOT, "test/support/no-typescript.mjs"),
    "--conditions=react-server",
    path.join(outdir, `${script}.js`),
  ];

  beforeAll(() => {
    const cache = path.join(ROOT, "node_modules", ".cache");
    outdir = mkdtempSync(path.join(cache, "compiled-scripts-"));
    const build = spawnSync(process.execPath, ["scripts/compile-scripts.mjs", "--outdir", outdir], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(build.stderr).toBe("");
    expect(build.status).toBe(0);
  });
  beforeEach(resetDb);
  afterEach(async () => {
    if (worker) await stopProcess(worker);
    worker = null;
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it("the worker claims a paid order's job and submits it to the panel", async () => {
    const { items } = await createPaidOrder();
    let output = "";
    const child = spawn(process.execPath, node("worker"), {
      cwd: ROOT,
      env: childEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker = child;
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const submitJob = () => db.job.findFirstOrThrow({ where: { type: "fulfilment.submit-item" } });
    await waitFor(
      async () => (await submitJob()).status === "DONE",
      30_000,
      "the compiled worker to run the job",
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nworker output:\n${output}`);
    });
    expect(await submitJob()).toMatchObject({ status: "DONE", attempts: 1 });
    const item = await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } });
    expect(item.submission).toBe("SUBMITTED");
    expect(item.externalOrderId).toBeTruthy();
    expect(output).toContain('"msg":"running"');
    expect(output).not.toMatch(/TypeScript|Cannot find module/);
  });

  it("the operator command lists operators", () => {
    const run = spawnSync(process.execPath, [...node("operator"), "list"], {
      cwd: ROOT,
      env: childEnv(),
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe("No operators.");
  });

  it("a .ts file cannot be loaded under the same conditions (the guard works)", () => {
    const run = spawnSync(
      process.execPath,
      ["--import", path.join(ROOT, "test/support/no-typescript.mjs"), "--import", "tsx", "scripts/worker.ts"],
      { cwd: ROOT, env: childEnv(), encoding: "utf8" },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("TypeScript tooling is not installed here");
  });
});
