import { ServerResponse } from "node:http";

/**
 * Sends the prerendered pages' HTML from bytes encoded once instead of on
 * every request.
 *
 * `next start` keeps a prerendered page's HTML as a JavaScript string and ends
 * each response with `res.end(html)`. Node then converts the whole string to
 * UTF-8 in a fresh buffer for every request: measured here on Node 24, a
 * 35 KB page cost ~200 µs per response that way against ~35 µs for the same
 * page as a Buffer, which made the larger marketing pages (/home, /pricing)
 * serve 20-30% fewer requests per second than a bare Next.js page (issue 17).
 *
 * This wraps `ServerResponse.prototype.end`: a large string ended in UTF-8 is
 * looked up in a small cache of encoded buffers (keyed by the string itself;
 * V8 keeps a string's hash, so Next's cached HTML string is found in constant
 * time) and sent as those bytes, which are identical to what Node would have
 * written. Everything else (small strings, other encodings, buffers, streamed
 * responses) passes through untouched. The cache is bounded in entries and
 * bytes and drops the least recently sent page first.
 *
 * Installed once per server process by instrumentation.ts. Behind the
 * recommended nginx the marketing pages are served from precompressed files
 * and never reach Node; this is for everything that does.
 */

export interface EncodedPagesOptions {
  /** Strings shorter than this (in UTF-16 code units) are sent as they are. */
  minChars: number;
  maxEntries: number;
  maxBytes: number;
}

const DEFAULTS: EncodedPagesOptions = { minChars: 8 * 1024, maxEntries: 64, maxBytes: 8 * 1024 * 1024 };

const INSTALLED = Symbol.for("store.encodedPages");

type End = ServerResponse["end"];

export class EncodedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly options: EncodedPagesOptions) {}

  /** The UTF-8 bytes of `text`, encoded at most once while it stays cached. */
  encode(text: string): Buffer {
    const hit = this.entries.get(text);
    if (hit) {
      // Most recently used last: eviction takes the first entries.
      this.entries.delete(text);
      this.entries.set(text, hit);
      return hit;
    }
    const encoded = Buffer.from(text, "utf8");
    if (encoded.length > this.options.maxBytes) return encoded;
    this.entries.set(text, encoded);
    this.bytes += encoded.length;
    for (const [key, value] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= value.length;
    }
    return encoded;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

const isUtf8 = (encoding: unknown) =>
  encoding === undefined || typeof encoding === "function" || encoding === "utf8" || encoding === "utf-8";

/**
 * Wraps `ServerResponse.prototype.end` for this process (once; a second call
 * returns the installed cache). Returns the cache, for tests and diagnostics.
 */
export function installEncodedPages(options: Partial<EncodedPagesOptions> = {}): EncodedCache {
  const proto = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: EncodedCache };
  const installed = proto[INSTALLED];
  if (installed) return installed;
  const settings = { ...DEFAULTS, ...options };
  const cache = new EncodedCache(settings);
  const end: End = proto.end;
  proto.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (typeof chunk === "string" && chunk.length >= settings.minChars && isUtf8(encoding)) {
      // end(buffer, "utf8", cb) is valid too: Node ignores the encoding of a buffer.
      args[0] = cache.encode(chunk);
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as End;
  proto[INSTALLED] = cache;
  return cache;
}
