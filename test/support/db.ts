import { db } from "@/lib/db";

/** Empties every table (keeps the migration history), for tests that need a clean slate. */
export async function resetDb(): Promise<void> {
  const rows = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`;
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  // The login counters' refusals this process remembers (lib/auth/throttle) went with the table.
  (globalThis as { __loginRefusals?: { reset(): void } }).__loginRefusals?.reset();
}
