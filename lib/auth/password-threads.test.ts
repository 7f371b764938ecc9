import { readdirSync, readFileSync } from "node:fs";

import { PASSWORD_THREAD_NICE, PasswordThreads } from "./password-threads";

// OWASP's baseline, as lib/auth/password uses it (2 = Argon2id).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The nice value of each of this process's threads, by thread id (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): Map<number, number> {
  return new Map(
    readdirSync("/proc/self/task").map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      return [Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
    }),
  );
}

describe("password threads", () => {
  const threads = new PasswordThreads(2);

  it("hashes and verifies with argon2id on threads of their own", async () => {
    const hash = await threads.run<string>("hash", ["right-password", OPTIONS]);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(threads.run<boolean>("verify", [hash, "right-password"])).resolves.toBe(true);
    await expect(threads.run<boolean>("verify", [hash, "wrong-password"])).resolves.toBe(false);
  });

  it("answers false for a malformed hash, and an error for a failed hash, never a false 'wrong password'", async () => {
    await expect(threads.run<boolean>("verify", ["not-a-hash", "x"])).resolves.toBe(false);
    await expect(threads.run<string>("hash", ["x", { ...OPTIONS, memoryCost: 1 }])).rejects.toThrow();
    // The thread lives on after both.
    await expect(threads.run<string>("hash", ["x", OPTIONS])).resolves.toMatch(/^\$argon2id\$/);
  });

  (process.platform === "linux" ? it : it.skip)(
    "runs them at the lowest CPU priority, leaving the rest of the process at its own",
    async () => {
      await threads.run<string>("hash", ["x", OPTIONS]);
      const nice = threadNiceValues();
      expect([...nice.values()].filter((n) => n === PASSWORD_THREAD_NICE).length).toBeGreaterThanOrEqual(1);
      expect(nice.get(process.pid)).toBe(0); // the main thread (its id is the process's)
    },
  );
});
