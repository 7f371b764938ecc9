// npm run db:migrate – applies prisma/migrations to DATABASE_URL (or to the
// embedded database when it is unset), recording them as `prisma migrate deploy` does.
import { disconnectDb, getDb, migratePostgres } from "@/lib/db";
import { env } from "@/lib/env";

async function main() {
  const { DATABASE_URL, DATABASE_SCHEMA } = env();
  if (DATABASE_URL) {
    const result = await migratePostgres(DATABASE_URL, DATABASE_SCHEMA, (l) => console.log(l));
    console.log(`Applied ${result.applied.length}, already applied ${result.alreadyApplied.length}.`);
    for (const w of result.warnings) console.warn(`warning: ${w}`);
  } else {
    // The embedded adapter migrates before its first query.
    await getDb().$queryRaw`SELECT 1`;
    console.log("Embedded database is up to date.");
    await disconnectDb();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
