import { connect } from "node:net";

import { baseUrl } from "../support/browser";

// A body is read only as far as its limit, on every path: the production
// build stops reading a chunked body it will refuse and answers 413 while the
// sender is still sending. Paths the request guard (proxy.ts) looks at were
// read to the end first (Next copies a body for the proxy and waits for all
// of it, buffering up to 10 MB), so a 100 MB upload to /api/auth/login cost
// 100 MB of reading before its 413.

const CHUNK = Buffer.alloc(64 * 1024, "a");
/**
 * What the sender sends, then it waits without ending the body: four times
 * the largest JSON limit (64 KB), written at once into the socket's buffers.
 * A server that reads on to the end of the body never answers, and the test
 * fails on the wait below. The sender writes nothing after that: a write into
 * a connection the server has answered and closed fails (EPIPE), and Node
 * then drops the socket with the answer still unread in it (seen on a loaded
 * machine as "no answer").
 */
const SEND_AT_MOST = 256 * 1024;
/** How long the sender waits for the answer with the body unfinished. */
const WAIT_FOR_ANSWER_MS = 20_000;

interface Streamed {
  status: number;
  head: string;
  body: string;
}

/**
 * Streams a chunked body of JSON-looking bytes over a raw socket until the
 * server answers or SEND_AT_MOST is sent, never ending it: any answer came
 * before the body had all arrived (a server that refuses may close the
 * connection mid-body: node:http would report that as an error and drop the
 * answer it had received).
 */
function streamBody(path: string, headers: Record<string, string>): Promise<Streamed> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = connect(Number(port), hostname);
    const finish = () => {
      const text = Buffer.concat(received).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`no answer to ${path} (${SEND_AT_MOST} bytes sent, the body unfinished)`));
      const head = text.slice(0, split);
      resolve({
        status: Number(head.split(" ")[1]),
        head,
        body: text.slice(split + 4),
      });
    };
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("close", finish);
    // The server may reset the connection once it has answered: the answer is what counts.
    socket.on("error", () => {});
    const lines = Object.entries({
      host: `${hostname}:${port}`,
      connection: "close",
      ...headers,
      "transfer-encoding": "chunked",
    });
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`);
    const chunk = Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from("\r\n")]);
    const chunks = Array.from({ length: SEND_AT_MOST / CHUNK.length }, () => chunk);
    socket.write(Buffer.concat([Buffer.from('6\r\n{"x":"\r\n'), ...chunks]));
    // The body stays unfinished: only a server that stopped reading answers,
    // and the connection is given up after the wait whatever came.
    setTimeout(() => socket.destroy(), WAIT_FOR_ANSWER_MS).unref();
  });
}

const JSON_POST = (origin: string) => ({ origin, "content-type": "application/json" });
const FORM_POST = (origin: string) => ({ origin, "content-type": "application/x-www-form-urlencoded" });

describe("request bodies on the guarded paths", () => {
  it.each([
    ["/api/auth/login", JSON_POST, 413],
    ["/api/auth/register", JSON_POST, 413],
    ["/api/auth/callback/credentials", FORM_POST, 413],
    ["/api/ziina/create", JSON_POST, 413],
    // Refused before the body is read at all: no such payment, no session.
    ["/api/payments/pay_x/update-tiktok-url", JSON_POST, null],
    ["/api/orders/x/refill", JSON_POST, null],
  ] as const)("%s refuses a chunked body past its limit before it has all arrived", async (path, headers, status) => {
    const answer = await streamBody(path, headers(baseUrl()));
    if (status) expect({ path, status: answer.status }).toEqual({ path, status });
    else expect({ path, refused: answer.status >= 400 && answer.status < 500 }).toEqual({ path, refused: true });
    expect(answer.head).toMatch(/^content-type: application\/json/im);
    expect(answer.head).toMatch(/^x-frame-options: DENY/im);
    expect(answer.body).toMatch(/"message":"[^"]+","error":"[^"]+"/);
  });

  it.each(["/profile", "/admin"])(
    "%s (a guarded page) answers a POST with a body without reading it all",
    async (path) => {
      const answer = await streamBody(path, { "content-type": "application/json" });
      expect(answer.status).toBeLessThan(500);
    },
  );
});
