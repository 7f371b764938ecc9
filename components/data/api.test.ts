import { z } from "zod";

import { ERROR_STATUS } from "@/lib/api/errors";
import { AppError, GENERIC_ERROR_MESSAGE } from "@/lib/errors";
import { toErrorResponse } from "@/lib/api/errors";

import { api, ApiError, NETWORK_MESSAGE } from "./api";

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("api()", () => {
  it("sends JSON to the same origin and returns the JSON answer", async () => {
    fetchMock.mockResolvedValue(json({ id: "o1" }));
    await expect(api("/api/x", { method: "POST", body: { a: 1 } })).resolves.toEqual({ id: "o1" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("surfaces the server's error body: its Arabic message, status, code, details and Retry-After", async () => {
    // The exact answer lib/api sends for an AppError.
    const answer = toErrorResponse(
      new AppError("RATE_LIMITED", "محاولات كثيرة، انتظر قليلاً", {
        retryAfterSeconds: 42,
        details: { nextRequestAt: "2026-01-01T00:00:00.000Z" },
      }),
    );
    fetchMock.mockResolvedValue(answer);
    const error = await failure(api("/api/x", { fallback: "تعذر" }));
    expect(error.message).toBe("محاولات كثيرة، انتظر قليلاً");
    expect(error.status).toBe(429);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.details).toEqual({ nextRequestAt: "2026-01-01T00:00:00.000Z" });
    expect(error.retryAfter).toBe(42);
    expect(error.retryable).toBe(true);
  });

  it("reads the text from `error`, else `message` (spec section 7)", async () => {
    fetchMock.mockResolvedValue(json({ message: "رسالة الخادم" }, 409));
    expect((await failure(api("/api/x"))).message).toBe("رسالة الخادم");
    fetchMock.mockResolvedValue(json({ error: "الخطأ", message: "الرسالة" }, 409));
    const error = await failure(api("/api/x"));
    expect(error.message).toBe("الخطأ");
    expect(error.code).toBe("CONFLICT");
    expect(error.retryable).toBe(false);
  });

  it("gives the caller's fallback for an error answer without a message (a proxy's HTML page)", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad Gateway</html>", { status: 502 }));
    const error = await failure(api("/api/x", { fallback: "تعذر تحميل الطلب" }));
    expect(error).toMatchObject({ message: "تعذر تحميل الطلب", status: 502, code: "UPSTREAM" });
    fetchMock.mockResolvedValue(new Response("", { status: 500 }));
    expect((await failure(api("/api/x"))).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("maps every status lib/api answers with to its code", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(new ApiError("x", status).code).toBe(code);
  });

  it("turns a dropped connection into the Arabic network text (or the caller's)", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await failure(api("/api/x"))).toMatchObject({ message: NETWORK_MESSAGE, status: 0, code: "NETWORK" });
    expect((await failure(api("/api/x", { fallback: "تعذر التحميل" }))).message).toBe("تعذر التحميل");
    expect((await failure(api("/api/x", { fallback: "a", offline: "بلا اتصال" }))).message).toBe("بلا اتصال");
  });

  it("gives up after timeoutMs with the timeout text", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const error = await failure(api("/api/x", { timeoutMs: 20, timeout: "انتهت المهلة", offline: "بلا اتصال" }));
    expect(error).toMatchObject({ message: "انتهت المهلة", status: 0, code: "TIMEOUT", retryable: true });
    expect((await failure(api("/api/x", { timeoutMs: 20, offline: "بلا اتصال" }))).message).toBe("بلا اتصال");
  });

  it("rethrows the caller's own abort untouched", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const controller = new AbortController();
    const call = api("/api/x", { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  describe("with a response schema", () => {
    const schema = z.object({ id: z.string(), count: z.number() });

    it("returns the parsed answer", async () => {
      fetchMock.mockResolvedValue(json({ id: "a", count: 2, extra: true }));
      await expect(api("/api/x", { schema })).resolves.toEqual({ id: "a", count: 2 });
    });

    it("turns an answer of the wrong shape into an ApiError with the generic Arabic text, not a crash", async () => {
      fetchMock.mockResolvedValue(json({ id: 7 }));
      const error = await failure(api("/api/x", { schema }));
      expect(error).toMatchObject({
        message: GENERIC_ERROR_MESSAGE,
        status: 200,
        code: "BAD_RESPONSE",
        retryable: false,
      });
      fetchMock.mockResolvedValue(new Response("<html>ok</html>", { status: 200 }));
      expect((await failure(api("/api/x", { schema, malformed: "ردّ غير مفهوم" }))).message).toBe("ردّ غير مفهوم");
    });

    it("loads a lazy schema alongside the request", async () => {
      fetchMock.mockResolvedValue(json({ id: "a", count: 2 }));
      await expect(api("/api/x", { schema: async () => schema })).resolves.toEqual({ id: "a", count: 2 });
      fetchMock.mockResolvedValue(json({ id: "a" }));
      expect((await failure(api("/api/x", { schema: async () => schema }))).code).toBe("BAD_RESPONSE");
    });

    it("treats a schema chunk that cannot load like a dropped connection", async () => {
      fetchMock.mockResolvedValue(json({ id: "a", count: 2 }));
      const error = await failure(api("/api/x", { schema: () => Promise.reject(new Error("ChunkLoadError")) }));
      expect(error).toMatchObject({ message: NETWORK_MESSAGE, status: 0 });
    });
  });
});
