import { disconnectDb } from "@/lib/db";
import { migratePostgres } from "@/lib/db/migrate-postgres";

import { server } from "../support/msw";

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  const url = process.env.TEST_DATABASE_URL;
  if (url) await migratePostgres(url, process.env.DATABASE_SCHEMA);
});

afterEach(() => server.resetHandlers());

afterAll(async () => {
  server.close();
  await disconnectDb();
});
