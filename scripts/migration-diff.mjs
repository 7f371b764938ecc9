// npm run db:diff -- <name> [--from <git-rev>]
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that
// takes the schema at <git-rev> (default HEAD) to the working prisma/schema.prisma.
// Prisma 7's CLI cannot compute this offline; Prisma 6.19's can, with its
// WebAssembly schema engine (engine: "js", with an in-memory PGlite), so it is installed once into
// node_modules/.cache/prisma6 from the npm registry.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith("--"));
const fromIndex = args.indexOf("--from");
const from = fromIndex >= 0 ? args[fromIndex + 1] : "HEAD";
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:diff -- <snake_case_name> [--from <git-rev>]");
  process.exit(2);
}

const root = process.cwd();
const tool = path.join(root, "node_modules", ".cache", "prisma6");
if (!existsSync(path.join(tool, "node_modules", ".bin", "prisma"))) {
  mkdirSync(tool, { recursive: true });
  writeFileSync(path.join(tool, "package.json"), '{"private":true}');
  execFileSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "prisma@6.19", "pglite-prisma-adapter@0.6", "@electric-sql/pglite"],
    {
      cwd: tool,
      stdio: "inherit",
    },
  );
}

/** Prisma 6 wants a datasource url and the classic generator; the models are the same. */
const forPrisma6 = (schema) =>
  schema
    .replace(
      /generator client \{[^}]*\}/,
      'generator client {\n  provider = "prisma-client-js"\n  engineType = "client"\n}',
    )
    .replace(/datasource db \{[^}]*\}/, 'datasource db {\n  provider = "postgresql"\n  url = env("DATABASE_URL")\n}');

let before = "";
try {
  before = execFileSync("git", ["show", `${from}:prisma/schema.prisma`], { encoding: "utf8" });
} catch {
  console.log(`No schema at ${from}: diffing from an empty database.`);
}
writeFileSync(path.join(tool, "before.prisma"), forPrisma6(before || "datasource db {}"));
writeFileSync(
  path.join(tool, "after.prisma"),
  forPrisma6(readFileSync(path.join(root, "prisma", "schema.prisma"), "utf8")),
);
writeFileSync(
  path.join(tool, "prisma.config.ts"),
  `import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "after.prisma",
  // An in-memory database: the diff is computed between two schema files.
  async adapter() { return new PrismaPGlite(new PGlite()); },
});
`,
);

const fromArgs = before ? ["--from-schema-datamodel", "before.prisma"] : ["--from-empty"];
const result = spawnSync(
  path.join(tool, "node_modules", ".bin", "prisma"),
  ["migrate", "diff", ...fromArgs, "--to-schema-datamodel", "after.prisma", "--script"],
  {
    cwd: tool,
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: "postgresql://unused@127.0.0.1:1/unused",
      PRISMA_QUERY_ENGINE_LIBRARY: path.join(tool, "package.json"),
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(tool, "package.json"),
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
    },
  },
);
if (result.status !== 0) {
  console.error(result.stderr);
  process.exit(result.status ?? 1);
}
const sql = result.stdout.replace(/^-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "public";\n\n/m, "").trimStart();
if (!sql.trim() || /^-- This is an empty migration/.test(sql)) {
  console.log("The schema did not change: no migration written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join(root, "prisma", "migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`Wrote ${path.relative(root, dir)}/migration.sql`);
