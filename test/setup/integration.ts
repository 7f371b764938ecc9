import { disconnectDb, getDb, migratePostgres } from "@/lib/db";
import { logOutput } from "@/lib/log";
import { Tarpit } from "@/lib/rate-limit";

import { server } from "../support/msw";

jest.setTimeout(20_000);

// The server's logger (lib/log) writes its JSON lines to stdout and stderr,
// past jest's console and so past test/setup/console.ts. In a test an error
// record goes to console.error instead, where the test fails on one it did not
// expect: a test that provokes one keeps it with captureLogs()
// (test/support/logs.ts) or names it with expectConsoleError(pattern). The
// other levels are left out: a passing run prints nothing.
logOutput.write = (level, line) => {
  if (level === "error") console.error(line);
};

// Refused logins go out at once here: the tests of the limits send many in a
// row, and the slow-down has its own tests with a clock of their own
// (app/api/auth/login-tarpit.int.test.ts, lib/rate-limit/tarpit.test.ts).
(globalThis as { __loginTarpit?: Tarpit }).__loginTarpit = new Tarpit({ maxDelayMs: 0, maxHeld: 0 });

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
