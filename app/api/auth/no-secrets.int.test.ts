import { db } from "@/lib/db";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { captureLogs } from "@/test/support/logs";

import { GET as currentUserRoute } from "./current-user/route";
import { POST as loginRoute } from "./login/route";
import { POST as logoutRoute } from "./logout/route";
import { POST as registerRoute } from "./register/route";

const PASSWORD = "Sup3r-Secret-Passw0rd";
const METHODS = ["log", "info", "warn", "error", "debug"] as const;

it("never puts the password or its hash in a response or a log line", async () => {
  await resetDb();
  const spies = METHODS.map((m) => jest.spyOn(console, m).mockImplementation(() => {}));
  const logs = captureLogs();
  const seen: string[] = [];
  const record = async (res: Response) => {
    seen.push(`${res.status} ${JSON.stringify([...res.headers])} ${await res.clone().text()}`);
    return res;
  };
  const post = (handler: unknown, path: string, body: unknown) =>
    call(handler as Handler, path, { body: JSON.stringify(body) }).then(record);

  const created = await post(registerRoute, "/api/auth/register", { username: "private", password: PASSWORD });
  await post(registerRoute, "/api/auth/register", { username: "PRIVATE", password: PASSWORD });
  await Promise.all(
    [1, 2, 3].map(() => post(registerRoute, "/api/auth/register", { username: "twin", password: PASSWORD })),
  );
  await post(registerRoute, "/api/auth/register", { username: "x", password: PASSWORD });
  await post(registerRoute, "/api/auth/register", { username: "valid", password: { nested: PASSWORD } });
  await post(loginRoute, "/api/auth/login", { username: "private", password: PASSWORD });
  for (let i = 0; i < 7; i++)
    await post(loginRoute, "/api/auth/login", { username: "private", password: `${PASSWORD}x` });
  await post(loginRoute, "/api/auth/login", { username: "nobody", password: PASSWORD });
  await call(currentUserRoute as Handler, "/api/auth/current-user", {
    method: "GET",
    headers: { cookie: sessionCookieFrom(created) ?? "" },
  }).then(record);
  await call(logoutRoute as Handler, "/api/auth/logout").then(record);

  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { usernameKey: "private" } });
  const logged = spies.flatMap((spy) => spy.mock.calls.map((args) => args.map((a) => String(a)).join(" ")));
  const everything = [...seen, ...logged, ...logs.records().map((r) => JSON.stringify(r))].join("\n");
  expect(seen.length).toBeGreaterThan(10);
  expect(everything).not.toContain(PASSWORD);
  expect(everything).not.toContain(passwordHash);
  expect(everything).not.toContain(passwordHash.split("$").pop()!);
  expect(everything).not.toContain("$argon2");
});
