// npm run operator -- grant <username> | revoke <username> | list
// Gives a registered user the operator role (the console at /admin and the
// operator APIs), or takes it away. While the store runs on the embedded
// database, the command is carried out by the store itself (its control
// socket beside the database folder): PGlite serves one process, and a second
// one opening its files would corrupt them (docs/operations.md#the-first-operator).
import { OPERATOR_COMMANDS } from "@/lib/auth";
import { callControl, disconnectDb, embeddedDataDir, liveOwner } from "@/lib/db";

const USAGE = "usage: npm run operator -- grant <username> | revoke <username> | list";

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "list" && command !== "grant" && command !== "revoke") {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const dir = embeddedDataDir();
  const owner = dir ? liveOwner(dir) : null;
  let answer;
  if (owner) {
    if (!owner.socket) {
      console.error(
        `The embedded database is in use by process ${owner.pid}, which takes no commands (is it still starting?). Try again in a moment, or stop it first.`,
      );
      process.exitCode = 1;
      return;
    }
    answer = await callControl(owner.socket, command, args);
  } else {
    // Nobody has it open: this process opens it (and takes its lock, so a store started meanwhile refuses).
    answer = await OPERATOR_COMMANDS[command](args);
    await disconnectDb();
  }
  if (answer.ok) console.log(answer.output);
  else {
    console.error(answer.output);
    process.exitCode = 1;
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await disconnectDb().catch(() => {});
  process.exit(1);
});
