import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Refuses, before Next sees them, the requests Next cannot represent.
 *
 * Next turns every request into a WHATWG `Request`, and decodes the path's
 * segments, before any of the store's code runs (the proxy's and the route
 * handler's alike). Two kinds of request fail there, and Next answered them
 * with a bare 500, without the security headers:
 * - TRACE, TRACK and CONNECT, which the `Request` constructor refuses
 *   (forbidden methods of the Fetch standard); other unknown methods
 *   (PROPFIND, FOO…) got an empty 400;
 * - a path that is not valid percent-encoding ("/api/auth/%",
 *   "/api/payments/status/%ED%A0%80").
 * Such a request names nothing the store serves: a 405 (with `Allow`) or a
 * 400, in the API's JSON error shape, with the security headers.
 * CONNECT never reaches the request listeners: Node hands it to the server's
 * 'connect' listeners and closes the socket without a word when there are
 * none, so the gate answers it there with the same 405.
 *
 * Node publishes each request on the `http.server.request.start` diagnostics
 * channel just before the server's 'request' event. The first publication
 * hands over the server `next start` (or `next dev`) created, and the gate
 * puts itself in front of that server's request listeners, once per server.
 */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const SERVED: ReadonlySet<string> = new Set(SERVED_METHODS);

export const UNSUPPORTED_METHOD_MESSAGE = "طريقة الطلب غير مدعومة";
/** A path or query value that names nothing (lib/api answers refused path values with the same words). */
export const INVALID_ADDRESS_MESSAGE = "عنوان الطلب غير صالح";

type Headers = readonly { key: string; value: string }[];
type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const INSTALLED = Symbol.for("store.gate");
const gated = new WeakSet<Server>();

/** Why the gate refuses `request`, or null to hand it to Next. */
export function refusal(
  request: Pick<IncomingMessage, "method" | "url">,
): { status: 400 | 405; message: string } | null {
  if (!SERVED.has(request.method ?? "")) return { status: 405, message: UNSUPPORTED_METHOD_MESSAGE };
  const url = request.url ?? "/";
  const end = url.search(/[?#]/);
  try {
    decodeURIComponent(end < 0 ? url : url.slice(0, end));
  } catch {
    return { status: 400, message: INVALID_ADDRESS_MESSAGE };
  }
  return null;
}

function refuse(response: ServerResponse, status: number, message: string, headers: Headers): void {
  const body = JSON.stringify({ message, error: message });
  for (const { key, value } of headers) response.setHeader(key, value);
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...(status === 405 ? { Allow: SERVED_METHODS.join(", ") } : {}),
    // The request's body (if any) is never read: the connection is not reused.
    Connection: "close",
  });
  response.end(body);
}

/** The 405 to a CONNECT, written on its socket (no ServerResponse exists for it), then the socket closed. */
function refuseConnect(socket: Duplex, headers: Headers): void {
  const body = JSON.stringify({ message: UNSUPPORTED_METHOD_MESSAGE, error: UNSUPPORTED_METHOD_MESSAGE });
  const lines = [
    "HTTP/1.1 405 Method Not Allowed",
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    `Allow: ${SERVED_METHODS.join(", ")}`,
    "Connection: close",
  ];
  socket.on("error", () => socket.destroy());
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/** Puts the gate in front of `server`'s request listeners (once), and answers CONNECT. */
export function gateServer(server: Server, headers: Headers): void {
  if (gated.has(server)) return;
  gated.add(server);
  if (server.listenerCount("connect") === 0)
    server.on("connect", (_request: IncomingMessage, socket: Duplex) => refuseConnect(socket, headers));
  const listeners = server.listeners("request") as Listener[];
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const refused = refusal(request);
    if (refused) return refuse(response, refused.status, refused.message, headers);
    for (const listener of listeners) listener.call(server, request, response);
  });
}

/**
 * Installs the gate for this process's HTTP servers, answering with `headers`
 * (the security headers). instrumentation.ts; a second call does nothing.
 */
export function installGate(headers: Headers): void {
  const scope = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (scope[INSTALLED]) return;
  scope[INSTALLED] = true;
  subscribe("http.server.request.start", (message) => {
    const { server } = message as { server?: Server };
    if (server) gateServer(server, headers);
  });
}
