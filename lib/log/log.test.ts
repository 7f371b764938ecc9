import { resetEnvForTests } from "@/lib/env";
import { overrideEnv } from "@/test/support/env-override";
import { captureLogs } from "@/test/support/logs";

import { log, logger, logOutput } from ".";

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

describe("the server logger", () => {
  it("writes one JSON line a record: time, level, scope, message, then the fields", () => {
    logger("payments").warn("could not refresh", { paymentId: "p_1", attempt: 2 });
    const [level, line] = (logOutput.write as jest.Mock).mock.calls[0] as [string, string];
    expect(level).toBe("warn");
    expect(line).not.toContain("\n");
    expect(Object.keys(JSON.parse(line))).toEqual(["time", "level", "scope", "msg", "paymentId", "attempt"]);
    expect(JSON.parse(line)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "warn",
      scope: "payments",
      msg: "could not refresh",
      paymentId: "p_1",
      attempt: 2,
    });
  });

  it("leaves the scope out of the unscoped logger's records", () => {
    log.info("started");
    expect(logs.records()).toEqual([{ time: expect.any(String), level: "info", msg: "started" }]);
  });

  it("writes an Error as its name, message and stack, at any depth, with its code and cause", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const error = new TypeError("fetch failed", { cause });
    logger("health").error("database unreachable", { error, nested: { errors: [new RangeError("too far")] } });
    const [record] = logs.records();
    expect(record!.error).toEqual({
      name: "TypeError",
      message: "fetch failed",
      stack: expect.stringContaining("log.test.ts"),
      cause: { name: "Error", message: "connect ECONNREFUSED", code: "ECONNREFUSED", stack: expect.any(String) },
    });
    expect(record!.nested).toEqual({ errors: [{ name: "RangeError", message: "too far", stack: expect.any(String) }] });
  });

  it("writes bigints as strings and still gets a record out when the fields cannot be written", () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    log.info("claimed", { jobId: 42n });
    log.error("odd fields", { loop });
    expect(logs.records()[0]!.jobId).toBe("42");
    expect(logs.records()[1]).toMatchObject({
      level: "error",
      msg: "odd fields",
      fieldsUnwritable: expect.any(String),
    });
  });

  it("sends warn and error to stderr, debug and info to stdout", () => {
    logs.restore();
    const out = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    const restoreEnv = overrideEnv({ LOG_LEVEL: "debug" });
    const msgs = (spy: jest.SpyInstance) => spy.mock.calls.map(([line]) => JSON.parse(String(line)).msg);
    let written: { stdout: string[]; stderr: string[] };
    try {
      log.debug("d");
      log.info("i");
      log.warn("w");
      log.error("e");
      written = { stdout: msgs(out), stderr: msgs(err) };
    } finally {
      out.mockRestore();
      err.mockRestore();
      restoreEnv();
    }
    expect(written).toEqual({ stdout: ["d", "i"], stderr: ["w", "e"] });
  });

  it.each([
    ["debug", ["debug", "info", "warn", "error"]],
    ["info", ["info", "warn", "error"]],
    ["warn", ["warn", "error"]],
    ["error", ["error"]],
  ])("with LOG_LEVEL=%s writes only %j", (level, written) => {
    const restoreEnv = overrideEnv({ LOG_LEVEL: level });
    try {
      const scoped = logger("jobs");
      scoped.debug("debug");
      scoped.info("info");
      scoped.warn("warn");
      scoped.error("error");
    } finally {
      restoreEnv();
    }
    expect(logs.records().map((r) => r.level)).toEqual(written);
  });

  it("writes info and above when LOG_LEVEL is unset", () => {
    const saved = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    resetEnvForTests();
    try {
      log.debug("hidden");
      log.info("shown");
    } finally {
      if (saved !== undefined) process.env.LOG_LEVEL = saved;
      resetEnvForTests();
    }
    expect(logs.messages()).toEqual(["shown"]);
  });

  it("still writes (at info and above) while the configuration is invalid", () => {
    const restoreEnv = overrideEnv({ LOG_LEVEL: "loud" });
    try {
      log.debug("hidden");
      log.warn("config problem ahead");
    } finally {
      restoreEnv();
    }
    expect(logs.messages()).toEqual(["config problem ahead"]);
  });
});
