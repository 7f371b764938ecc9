import { readFileSync } from "node:fs";
import path from "node:path";

import { usernameKey } from "@/lib/auth/contract";
import { db } from "@/lib/db";
import { call, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";

import { GET as currentUserRoute } from "./current-user/route";
import { POST as loginRoute } from "./login/route";
import { POST as registerRoute } from "./register/route";

// Usernames that read the same are one account (docs/security.md#usernames):
// the unique key folds case, compatibility forms (fullwidth) and letters of
// other scripts drawn like Latin ones, in the application and in the database.

const post = (handler: unknown, url: string, body: object) =>
  call(handler as Handler, url, { body: JSON.stringify(body) });
const register = (username: string, password = "secret1") =>
  post(registerRoute, "/api/auth/register", { username, password });
/**
 * A sign-up the password queue turned away (503, Retry-After: a loaded CI machine can take longer than the
 * queue's 5 s for four hashes on one slot) is sent again, as a person would: the race is decided by the
 * database's unique key either way.
 */
async function registerAnswered(username: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await register(username);
    if (res.status !== 503) return res;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`sign-up of ${username} stayed 503`);
}
const login = (username: string, password = "secret1") => post(loginRoute, "/api/auth/login", { username, password });

beforeEach(() => resetDb());

describe("look-alike usernames", () => {
  it("refuses 'аdmin' (Cyrillic а), 'ａｄｍｉｎ' and 'ΑDMIN' (Greek Α) once 'Admin' exists", async () => {
    expect((await register("Admin")).status).toBe(201);
    for (const name of ["аdmin", "ａｄｍｉｎ", "ΑDMIN", "АDMIN", "𝐀dmin"]) {
      const res = await register(name, "another1");
      expect({ name, status: res.status }).toEqual({ name, status: 409 });
    }
    expect(await db.user.count()).toBe(1);
  });

  it("signs in to the same account with any of the forms", async () => {
    const created = (await (await register("Admin")).json()) as { id: string };
    for (const name of ["admin", "аdmin", "ａｄｍｉｎ", "ＡＤＭＩＮ"]) {
      const res = await login(name);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      expect(((await res.json()) as { id: string }).id).toBe(created.id);
    }
    // The name is shown as it was registered.
    const cookie = (await login("аdmin")).headers.getSetCookie()[0]!.split(";")[0]!;
    const me = await call(currentUserRoute as Handler, "/api/auth/current-user", {
      method: "GET",
      headers: { cookie },
    });
    expect(await me.json()).toMatchObject({ username: "Admin" });
  });

  it("lets exactly one of concurrent look-alike sign-ups win (the database's unique key decides)", async () => {
    const results = await Promise.all(["admin", "аdmin", "ａｄｍｉｎ", "ADMIN"].map((name) => registerAnswered(name)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe("the migration that re-keyed existing accounts", () => {
  const migration = readFileSync(
    path.join(process.cwd(), "prisma/migrations/20261125170000_username_confusable_key/migration.sql"),
    "utf8",
  );
  // The statement itself, without its comments (one statement: WITH … UPDATE).
  const backfill = migration
    .split("\n")
    .filter((line) => !line.startsWith("--"))
    .join("\n");

  /** An account as the store stored it before: keyed by its lower-cased name. */
  const oldAccount = (username: string, createdAt: string) =>
    db.user.create({
      data: { username, usernameKey: username.trim().toLowerCase(), passwordHash: "x", createdAt: new Date(createdAt) },
      select: { id: true },
    });
  const keyOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).usernameKey;

  it("computes in SQL the key the application computes, for every name", async () => {
    const names = ["Sara_99", "ΣΟΦΙΑ", "Ӏvan", "İbrahim", "ｈｅｌｌｏ", "ВОВ", "մօր", "محمد", "𝐉ohn", "ﬁnn"];
    const ids = await Promise.all(
      names.map((name, i) => oldAccount(name, `2026-01-${String(i + 1).padStart(2, "0")}T00:00:00Z`)),
    );
    await db.$executeRawUnsafe(backfill);
    for (const [i, name] of names.entries())
      expect({ name, key: await keyOf(ids[i]!.id) }).toEqual({ name, key: usernameKey(name) });
  });

  it("gives a shared key to the account already holding it, else the oldest; the others keep their old key", async () => {
    const cyrillic = await oldAccount("аdmin", "2026-01-01T00:00:00Z");
    const latin = await oldAccount("Admin", "2026-02-01T00:00:00Z");
    const fullwidth = await oldAccount("ａｄｍｉｎ", "2026-03-01T00:00:00Z");
    const greekFirst = await oldAccount("ΒΟΒ", "2026-01-01T00:00:00Z");
    const cyrillicLater = await oldAccount("ВОВ", "2026-02-01T00:00:00Z");
    await db.$executeRawUnsafe(backfill);
    expect(await keyOf(latin.id)).toBe("admin");
    expect(await keyOf(cyrillic.id)).toBe("аdmin");
    expect(await keyOf(fullwidth.id)).toBe("ａｄｍｉｎ");
    expect(await keyOf(greekFirst.id)).toBe("bob");
    expect(await keyOf(cyrillicLater.id)).toBe("вов");
    // Signing in by any form reaches the account that kept the key.
    await db.user.update({ where: { id: latin.id }, data: { passwordHash: await hashOf("secret1") } });
    const res = await login("аdmin");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(latin.id);
  });
});

/** A password's hash as the store makes it: through a throw-away account. */
async function hashOf(password: string): Promise<string> {
  expect((await register("hash_source", password)).status).toBe(201);
  const { passwordHash } = await db.user.delete({ where: { usernameKey: "hash_source" } });
  return passwordHash;
}
