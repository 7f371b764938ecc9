import { createServer, type Server } from "node:http";

import type { TikTokTrackRequest } from "@/lib/tracking/tiktok/types";

import { buildIfStale, freePort, startStore } from "../support/next-server";

export const E2E_PIXEL_ID = "E2EPIXEL0000000000TT";
const TOKEN = "e2e-events-api-token";
const DIST_DIR = ".next/e2e-pixel";

/**
 * A local stand-in for TikTok's Events API (loopback only): records what the
 * store's worker sends and answers like TikTok does.
 */
async function fakeEventsApi(): Promise<{ url: string; requests: TikTokTrackRequest[]; server: Server }> {
  const requests: TikTokTrackRequest[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/open_api/v1.3/event/track/") return res.writeHead(404).end();
      if (req.headers["access-token"] !== TOKEN) return res.writeHead(401).end();
      requests.push(JSON.parse(body) as TikTokTrackRequest);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: 0, message: "OK", request_id: `e2e-${requests.length}`, data: {} }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/open_api/v1.3/event/track/`, requests, server };
}

/** The build with the pixel id, in its own folder (made again only when the sources changed). */
export function buildPixelCopy(): void {
  buildIfStale(DIST_DIR, { TIKTOK_PIXEL_ID: E2E_PIXEL_ID });
}

/** The browser test file that starts the store with a pixel. */
export const PIXEL_STORE_FILE = "test/e2e/ad-tracking.e2e.test.ts";

export interface PixelStore {
  baseUrl: string;
  /** What the server sent to the Events API. */
  eventsApiRequests: TikTokTrackRequest[];
  stop: () => Promise<void>;
}

/**
 * The store built with a pixel id (its own build folder, rebuilt when the
 * sources change) and started with the same id, an access token, and the
 * Events API pointed at the local stand-in.
 */
export async function startPixelStore(): Promise<PixelStore> {
  buildPixelCopy();
  const api = await fakeEventsApi();
  const store = await startStore(
    {
      STORE_DIST_DIR: DIST_DIR,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
      TIKTOK_PIXEL_ID: E2E_PIXEL_ID,
      TIKTOK_ACCESS_TOKEN: TOKEN,
      TIKTOK_API_URL: api.url,
    },
    { showOutput: true, detached: true },
  );
  return {
    baseUrl: store.url,
    eventsApiRequests: api.requests,
    async stop() {
      await store.stop();
      await new Promise<void>((resolve) => api.server.close(() => resolve()));
    },
  };
}
