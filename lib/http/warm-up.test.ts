import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { localOrigin, warmUp } from "./warm-up";

describe("warmUp", () => {
  let server: Server;
  let seen: { path: string; agent: string; inFlight: number }[];
  let inFlight = 0;
  beforeEach(async () => {
    seen = [];
    server = createServer((req, res) => {
      inFlight++;
      seen.push({ path: req.url ?? "", agent: req.headers["user-agent"] ?? "", inFlight });
      setTimeout(() => {
        inFlight--;
        res.end('{"status":"ok"}');
      }, 1);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  });
  afterEach(() => new Promise((r) => server.close(r)));

  it("asks the route the given number of times, one request at a time, saying who it is", async () => {
    const { port } = server.address() as AddressInfo;
    await expect(warmUp(`http://127.0.0.1:${port}`, { requests: 25 })).resolves.toBe(25);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((s) => s.path))).toEqual(new Set(["/api/health"]));
    expect(Math.max(...seen.map((s) => s.inFlight))).toBe(1);
    expect(seen[0]!.agent).toBe("store-warm-up");
  });

  it("stops at the first request that cannot be made (a server not reachable there)", async () => {
    const { port } = server.address() as AddressInfo;
    await new Promise((r) => server.close(r));
    server = createServer(); // closed again by afterEach
    server.listen(0);
    await expect(warmUp(`http://127.0.0.1:${port}`, { requests: 25 })).resolves.toBe(0);
  });
});

describe("localOrigin", () => {
  it("is the loopback address on the port next start chose, or nothing without one", () => {
    expect(localOrigin("3000")).toBe("http://127.0.0.1:3000");
    expect(localOrigin(undefined)).toBeNull();
    expect(localOrigin("")).toBeNull();
    expect(localOrigin("abc")).toBeNull();
  });
});
