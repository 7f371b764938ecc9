import { NextRequest } from "next/server";
import { z } from "zod";

import { AppError, MAX_JSON_BYTES, parseJson, route } from ".";

const schema = z.object({ name: z.string({ error: "الاسم مطلوب" }).min(1, "الاسم مطلوب") });
const handler = route(async (request) => {
  const body = await parseJson(request, schema);
  if (body.name === "taken") throw new AppError("CONFLICT", "الاسم مستخدم");
  if (body.name === "crash") throw new Error("secret internals");
  return Response.json({ hello: body.name });
});

const post = (body: string) =>
  handler(new NextRequest("http://localhost/api/x", { method: "POST", body }), { params: Promise.resolve({}) });

describe("route handler wrapper", () => {
  it("passes valid JSON to the handler", async () => {
    const res = await post(JSON.stringify({ name: "سارة" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: "سارة" });
  });

  it.each([
    ["invalid JSON", "{nope", 400],
    ["a wrong type", JSON.stringify({ name: 5 }), 400],
    ["a missing field", JSON.stringify({}), 400],
    ["an oversized body", JSON.stringify({ name: "x".repeat(MAX_JSON_BYTES) }), 413],
  ])("answers %s with a 4xx and a message", async (_label, body, status) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { message: string; error: string };
    expect(json.message).toEqual(expect.any(String));
    expect(json.error).toBe(json.message);
  });

  it("maps AppError codes to statuses", async () => {
    const res = await post(JSON.stringify({ name: "taken" }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("الاسم مستخدم");
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = await post(JSON.stringify({ name: "crash" }));
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret internals");
    expect(log).toHaveBeenCalled();
  });
});
