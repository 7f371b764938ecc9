import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { EncodedCache, installEncodedPages } from "./encoded-pages";

// A prerendered page's worth of Arabic HTML (two-byte in V8, 2 bytes per letter in UTF-8).
const page = `<!DOCTYPE html><html lang="ar" dir="rtl"><body>${"<p>زيادة مشاهدات تيك توك بسرعة وأمان</p>".repeat(600)}</body></html>`;

let server: Server;
let base: string;
let handler: (res: ServerResponse) => void;
const cache = installEncodedPages({ minChars: 1024, maxEntries: 3, maxBytes: 1024 * 1024 });

beforeAll(async () => {
  server = createServer((_req, res) => handler(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** As Next's send-payload does: Content-Length from the string, then end(string). */
const sendLikeNext = (body: string, encoding?: BufferEncoding) => (res: ServerResponse) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body, encoding));
  if (encoding) res.end(body, encoding);
  else res.end(body);
};

async function get(): Promise<{ status: number; length: string | null; bytes: Buffer }> {
  const res = await fetch(base);
  return { status: res.status, length: res.headers.get("content-length"), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("installEncodedPages", () => {
  it("sends a large page byte for byte as Node would, encoding it once for every request", async () => {
    handler = sendLikeNext(page);
    const before = cache.size.entries;
    const first = await get();
    const second = await get();
    for (const reply of [first, second]) {
      expect(reply.status).toBe(200);
      expect(reply.bytes.equals(Buffer.from(page, "utf8"))).toBe(true);
      expect(reply.length).toBe(String(Buffer.byteLength(page)));
    }
    expect(reply(first)).toContain("زيادة مشاهدات تيك توك");
    expect(cache.size.entries).toBe(before + 1);
  });

  it("leaves small strings, other encodings and buffers alone", async () => {
    const before = cache.size;
    handler = sendLikeNext("<p>صغير</p>");
    expect(reply(await get())).toBe("<p>صغير</p>");
    const latin1 = "é".repeat(4096);
    handler = sendLikeNext(latin1, "latin1");
    expect((await get()).bytes.equals(Buffer.from(latin1, "latin1"))).toBe(true);
    const buffer = Buffer.from(page);
    handler = (res) => res.end(buffer);
    expect((await get()).bytes.equals(buffer)).toBe(true);
    expect(cache.size).toEqual(before);
  });

  it("keeps the callback form of end working", async () => {
    const done = jest.fn();
    handler = (res) => res.end(page, done);
    expect(reply(await get())).toBe(page);
    expect(done).toHaveBeenCalled();
  });

  it("is installed once per process", () => {
    expect(installEncodedPages()).toBe(cache);
  });
});

describe("EncodedCache", () => {
  it("stays within its entries and bytes, dropping the least recently sent first", () => {
    const small = new EncodedCache({ minChars: 1, maxEntries: 2, maxBytes: 10 });
    small.encode("aaaa");
    small.encode("bbbb");
    small.encode("aaaa"); // sent again: now the most recent
    small.encode("cccc");
    expect(small.size).toEqual({ entries: 2, bytes: 8 });
    // "bbbb" was dropped, "aaaa" kept: encoding it again returns the cached buffer.
    expect(small.encode("aaaa")).toBe(small.encode("aaaa"));
    small.encode("dddddddd");
    expect(small.size.bytes).toBeLessThanOrEqual(10);
    // Larger than the whole budget: encoded, never cached.
    const huge = "x".repeat(11);
    expect(small.encode(huge).toString()).toBe(huge);
    expect(small.encode(huge)).not.toBe(small.encode(huge));
  });
});

const reply = (r: { bytes: Buffer }) => r.bytes.toString("utf8");
