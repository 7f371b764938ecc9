import { createServer, request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";

import { gateServer, refusal } from "./gate";

describe("the gate: requests Next cannot represent", () => {
  it.each([
    ["TRACE", "/api/health", 405],
    ["TRACK", "/", 405],
    ["PROPFIND", "/api/ziina/create", 405],
    ["GET", "/api/payments/status/%ED%A0%80", 400],
    ["POST", "/api/orders/%/refill", 400],
    ["PUT", "/api/auth/%E0%A4%A", 400],
    ["GET", "/%", 400],
  ])("refuses %s %s with %i", (method, url, status) => {
    expect(refusal({ method, url })?.status).toBe(status);
  });

  it.each([
    ["GET", "/api/health"],
    ["POST", "/api/payments/status/pay_1?x=%"],
    ["OPTIONS", "/api/auth/session"],
    ["HEAD", "/"],
    ["DELETE", "/api/x/%20y"],
  ])("hands %s %s to Next", (method, url) => {
    expect(refusal({ method, url })).toBeNull();
  });

  describe("in front of a real server", () => {
    let server: Server;
    let port: number;
    const seen: string[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen.push(`${req.method} ${req.url}`);
        res.end("next");
      });
      gateServer(server, [{ key: "X-Frame-Options", value: "DENY" }]);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const send = (method: string, path: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, method, path, agent: false }, (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString("utf8")));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        });
        req.on("error", reject);
        req.end();
      });

    it("answers TRACE with a JSON 405, the given headers and Allow, and never calls the server's listener", async () => {
      const res = await send("TRACE", "/api/health");
      expect(res.status).toBe(405);
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["allow"]).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(res.body)).toEqual({ message: "طريقة الطلب غير مدعومة", error: "طريقة الطلب غير مدعومة" });
      expect(seen).toEqual([]);
    });

    it("answers CONNECT with the same JSON 405 instead of closing the socket without a word", async () => {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () =>
          socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
        );
        let text = "";
        socket.on("data", (c: Buffer) => (text += c.toString("utf8")));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      const [head, body] = answer.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 405 /);
      expect(head).toContain("X-Frame-Options: DENY");
      expect(head).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(body!)).toEqual({ message: "طريقة الطلب غير مدعومة", error: "طريقة الطلب غير مدعومة" });
      expect(seen).toEqual([]);
    });

    it("answers an undecodable path with a JSON 400 and passes everything else on", async () => {
      const res = await send("POST", "/api/payments/status/%ED%A0%80");
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).message).toBe("عنوان الطلب غير صالح");
      expect((await send("GET", "/api/health")).body).toBe("next");
      expect(seen).toEqual(["GET /api/health"]);
    });
  });
});
