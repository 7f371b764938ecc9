// Runs `prisma generate` offline. Prisma 7's CLI wants a schema-engine binary it
// would download from the internet; generate never uses it, so any existing file
// satisfies the check (see README, "Migrations").
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";

const result = spawnSync("prisma", ["generate"], { stdio: "inherit", env, shell: process.platform === "win32" });
process.exit(result.status ?? 1);
