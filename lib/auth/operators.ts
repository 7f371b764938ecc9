import "server-only";

import { db, type ControlAnswer } from "@/lib/db";

import { usernameKey } from "./contract";

/**
 * npm run operator's commands (docs/operations.md#the-first-operator): run
 * in the process that has the database open, either the script itself
 * (PostgreSQL, or a stopped embedded store) or the running embedded store,
 * which the script reaches through its control socket.
 */
export const OPERATOR_COMMANDS = {
  list: async (): Promise<ControlAnswer> => {
    const operators = await db.user.findMany({
      where: { role: "OPERATOR" },
      select: { username: true },
      orderBy: { createdAt: "asc" },
    });
    return { ok: true, output: operators.length ? operators.map((o) => o.username).join("\n") : "No operators." };
  },
  grant: (args: string[]) => setRole(args[0], "OPERATOR", (name) => `${name} is now an operator: /admin`),
  revoke: (args: string[]) => setRole(args[0], "CUSTOMER", (name) => `${name} is no longer an operator.`),
} satisfies Record<string, (args: string[]) => Promise<ControlAnswer>>;

async function setRole(
  name: string | undefined,
  role: "OPERATOR" | "CUSTOMER",
  done: (name: string) => string,
): Promise<ControlAnswer> {
  if (!name?.trim()) return { ok: false, output: "usage: npm run operator -- grant <username> | revoke <username>" };
  const { count } = await db.user.updateMany({
    where: { usernameKey: usernameKey(name) },
    // The role is read from the database on every request: it applies at once.
    data: { role },
  });
  if (count === 0) return { ok: false, output: `No user named "${name}". They must register first.` };
  return { ok: true, output: done(name) };
}
