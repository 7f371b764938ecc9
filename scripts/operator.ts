// npm run operator -- grant <username> | revoke <username> | list
// Gives a registered user the operator role (the console at /admin and the
// operator APIs), or takes it away. With the embedded database, stop the
// store first: PGlite serves one process at a time.
import { usernameKey } from "@/lib/auth/contract";
import { disconnectDb, getDb } from "@/lib/db";

async function main() {
  const [command, name] = process.argv.slice(2);
  const db = getDb();
  if (command === "list") {
    const operators = await db.user.findMany({ where: { role: "OPERATOR" }, select: { username: true } });
    console.log(operators.length ? operators.map((o) => o.username).join("\n") : "No operators.");
  } else if ((command === "grant" || command === "revoke") && name) {
    const { count } = await db.user.updateMany({
      where: { usernameKey: usernameKey(name) },
      // The role is read from the database on every request: it applies at once.
      data: { role: command === "grant" ? "OPERATOR" : "CUSTOMER" },
    });
    if (count === 0) {
      console.error(`No user named "${name}". They must register first.`);
      process.exitCode = 1;
    } else {
      console.log(command === "grant" ? `${name} is now an operator: /admin` : `${name} is no longer an operator.`);
    }
  } else {
    console.error("usage: npm run operator -- grant <username> | revoke <username> | list");
    process.exitCode = 2;
  }
  await disconnectDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
