import { NextRequest } from "next/server";

import { route } from "@/lib/api";
import { db } from "@/lib/db";
import { sourceLinesMatching } from "@/test/support/source-files";
import { call, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { signedInUser } from "@/test/support/users";

import { requireOperator } from "./require-operator";

// A server page reads the session through next/headers (only inside Next's
// request scope); here it reads the cookie under test. redirect() throws in
// Next too: the page stops there.
let mockCookie = "";
jest.mock("next/headers", () => ({
  cookies: async () => new NextRequest("http://localhost:3000/admin", { headers: { cookie: mockCookie } }).cookies,
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const operatorApi = route({ auth: "operator" }, async () => Response.json({ ok: true }));
const api = async (cookie: string) =>
  (await call(operatorApi as Handler, "/api/admin/x", { method: "GET", headers: { cookie } })).status;
const page = (cookie: string) => {
  mockCookie = cookie;
  return requireOperator("/admin/free-views");
};

beforeEach(() => resetDb());

describe("who is an operator: one answer for the operator pages and the operator APIs", () => {
  it("an operator: the page gets them, the API answers", async () => {
    const operator = await signedInUser("OPERATOR");
    await expect(page(operator.cookie)).resolves.toEqual({ id: operator.id, username: operator.username });
    expect(await api(operator.cookie)).toBe(200);
  });

  it("a customer: the page gets no one, the API refuses with 403", async () => {
    const customer = await signedInUser();
    await expect(page(customer.cookie)).resolves.toBeNull();
    expect(await api(customer.cookie)).toBe(403);
  });

  it("an operator demoted since signing in: refused at once, by the database's role, not the cookie's", async () => {
    const operator = await signedInUser("OPERATOR");
    await db.user.update({ where: { id: operator.id }, data: { role: "CUSTOMER" } });
    await expect(page(operator.cookie)).resolves.toBeNull();
    expect(await api(operator.cookie)).toBe(403);
  });

  it("signed out, or a session ended by logout: the page sends them to sign in, the API answers 401", async () => {
    const operator = await signedInUser("OPERATOR");
    await db.user.update({ where: { id: operator.id }, data: { sessionVersion: { increment: 1 } } });
    for (const cookie of ["", operator.cookie]) {
      await expect(page(cookie)).rejects.toThrow("redirect /login?callbackUrl=%2Fadmin%2Ffree-views");
      expect(await api(cookie)).toBe(401);
    }
  });

  it("is decided in one place: nothing else compares a role with OPERATOR", () => {
    expect(sourceLinesMatching(/role\s*[!=]==?\s*"OPERATOR"/, { except: ["lib/auth/request-user.ts"] })).toEqual([]);
  });
});
