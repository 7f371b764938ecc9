import { disconnectDb, getDb, migratePostgres } from "@/lib/db";

import { server } from "../support/msw";

jest.setTimeout(20_000);

// Opening the database (and, embedded, migrating it) happens here, not inside
// the first test, so a slow start never counts against a test's own timeout.
beforeAll(async () => {
  server.listen({
    onUnhandledRequest(request, print) {
      // The openai SDK probes `fetch("data:,")` for FormData support; that never leaves the process.
      if (request.url.startsWith("data:")) return;
      print.error();
    },
  });
  const url = process.env.TEST_DATABASE_URL;
  if (url) await migratePostgres(url, process.env.DATABASE_SCHEMA);
  await getDb().$queryRaw`SELECT 1`;
}, 60_000);

afterEach(() => server.resetHandlers());

afterAll(async () => {
  server.close();
  await disconnectDb();
});
