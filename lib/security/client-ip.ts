import "server-only";

import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP, type Socket } from "node:net";

import { env } from "@/lib/env";
import { logger } from "@/lib/log";

/**
 * Who the client is, for per-client limits (docs/security.md#client-addresses).
 *
 * Behind a trusted proxy (TRUST_PROXY) it is the entry the proxy added to
 * X-Forwarded-For; otherwise, or when that entry cannot be read, it is the
 * address of the connection itself. A limit never depends on a client being
 * readable: `clientKey` turns an unknown client into one shared key.
 */

/**
 * The request header that carries the connection's address to the handlers.
 * Next's route handlers and request guard get a web `Request` without the
 * socket, and Next's own `x-forwarded-for` (set from the socket only when the
 * client sent none) is whatever a client writes. So each request the HTTP
 * server receives is given this header from its socket, prefixed with a token
 * only this process knows; a value a client wrote under this name is replaced,
 * and one without the token is ignored.
 */
export const CONNECTION_HEADER = "x-store-connection";

interface ConnectionState {
  token: string;
  recording: boolean;
  /** The "proxy without TRUST_PROXY" warning was logged (once per process). */
  warnedProxy?: boolean;
}
// On globalThis: instrumentation and the route handlers are separate bundles with their own module copies.
const connection = ((globalThis as { __storeConnection?: ConnectionState }).__storeConnection ??= {
  token: randomBytes(18).toString("base64url"),
  recording: false,
});

/**
 * Called once at server start (instrumentation.ts): from then on every
 * request this process's HTTP server receives carries its connection's
 * address (Node's `http.server.request.start` diagnostics channel, published
 * before the server hands the request to Next).
 */
export function recordConnectionAddresses(): void {
  if (connection.recording) return;
  connection.recording = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[CONNECTION_HEADER] = `${connection.token} ${socket.remoteAddress ?? ""}`;
  });
}

/** The header value recordConnectionAddresses writes for `address` (tests pose as a connection with it). */
export function connectionHeaderValue(address: string): string {
  return `${connection.token} ${address}`;
}

/** The connection's address recorded for this request, or null (no HTTP server, or a forged header). */
export function connectionAddress(headers: Headers): string | null {
  const value = headers.get(CONNECTION_HEADER);
  if (!value || value.length > 200) return null;
  const space = value.indexOf(" ");
  if (space < 0 || value.slice(0, space) !== connection.token) return null;
  return normaliseAddress(value.slice(space + 1));
}

/**
 * The caller's IP address: behind a trusted proxy the entry it added to
 * X-Forwarded-For, else (or when that entry is not an address) the
 * connection's. Null only when neither is known (no HTTP server: tests,
 * scripts); limits then use one shared key (`clientKey`).
 */
export function clientIp(request: { headers: Headers }): string | null {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = env();
  if (TRUST_PROXY) {
    const forwarded = ipFromForwardedFor(request.headers.get("x-forwarded-for"), TRUST_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  const address = connectionAddress(request.headers);
  if (!TRUST_PROXY && address && !connection.warnedProxy && looksProxied(address, request.headers)) {
    connection.warnedProxy = true;
    logger("security").warn(
      `requests come from ${address} with an X-Forwarded-For of their own: a reverse proxy without TRUST_PROXY=true makes every client one client for the limits (docs/security.md#client-addresses)`,
    );
  }
  return address;
}

/** A loopback or private connection whose request names another address: most likely a proxy of ours. */
function looksProxied(address: string, headers: Headers): boolean {
  const forwarded = headers.get("x-forwarded-for");
  // Next fills X-Forwarded-For from the socket when a request has none (`::ffff:127.0.0.1` on a dual-stack socket).
  if (!forwarded || ipFromForwardedFor(forwarded, 1) === address) return false;
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd])/.test(address);
}

/** The longest entry an address can be: "[" + 45-character IPv6 + "]:65535", with room to spare. */
const MAX_ENTRY = 64;

/**
 * The entry `hops` from the right of an X-Forwarded-For list, if it is an IP
 * address. Read from the right, at most MAX_ENTRY characters per entry: the
 * work is the same however long the part the client wrote on the left is.
 */
export function ipFromForwardedFor(header: string | null, hops: number): string | null {
  if (!header) return null;
  let end = header.length;
  let entry: string | null = null;
  for (let hop = 0; hop < hops; hop++) {
    if (end < 0) return null; // fewer entries than hops
    const stop = Math.max(0, end - MAX_ENTRY - 1);
    let comma = -1;
    for (let i = end - 1; i >= stop; i--) {
      if (header.charCodeAt(i) === 44 /* , */) {
        comma = i;
        break;
      }
    }
    if (comma < 0 && stop > 0) return null; // an entry longer than any address
    entry = header.slice(comma + 1, end);
    end = comma; // -1 once the left end is reached
  }
  return entry === null ? null : normaliseAddress(entry.trim());
}

/**
 * A plain IP address from a proxy's entry or a socket's address: ports and
 * brackets stripped, IPv6 lower-cased, IPv4-mapped IPv6 (`::ffff:1.2.3.4`, a
 * dual-stack socket's IPv4 client) as IPv4. Null for anything else.
 */
function normaliseAddress(candidate: string): string | null {
  if (candidate.length === 0 || candidate.length > MAX_ENTRY) return null;
  // "[2001:db8::1]:443" or "203.0.113.7:51234" from proxies that add the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(candidate);
  const address = (bracketed?.[1] ?? withPort?.[1] ?? candidate).toLowerCase();
  const version = isIP(address);
  if (version === 0) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (version === 6 && mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  return address;
}

/** The key every client with no known address shares (one strict bucket, never "no limit"). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The key a client's limits are counted under: an IPv4 address as it is, an
 * IPv6 address by its /64 (one subscriber's network: a client holds a whole
 * /64 and can rotate through it at will), an unknown client as UNKNOWN_CLIENT.
 */
export function clientKey(ip: string | null): string {
  if (!ip) return UNKNOWN_CLIENT;
  if (isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(":")}::/64`;
}

/**
 * The network a client key (clientKey) belongs to, for fair shares of scarce
 * places: an IPv4 address's /24, an IPv6 client's /48 (one site); the shared
 * unknown key is its own network.
 */
export function networkKey(client: string): string {
  if (isIP(client) === 4) return `${client.split(".").slice(0, 3).join(".")}.0/24`;
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/i.exec(client);
  if (v6) return `${v6[1]}:${v6[2]}:${v6[3]}::/48`;
  return client;
}

/** The eight 16-bit groups of an IPv6 address, as short hex ("2001:db8::1" → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const part = (s: string | undefined) =>
    !s
      ? []
      : s.split(":").flatMap((g) => {
          if (!g.includes(".")) return [g];
          const [a, b, c, d] = g.split(".").map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = part(head);
  const right = part(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}
