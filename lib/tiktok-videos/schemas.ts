// The video preview's answer schema: the type is inferred from it (./contract.ts
// re-exports it) and the preview checks what it receives with it. The browser
// loads this module only with an answer (import()), never with a page.

import { z } from "zod";

z.config({ jitless: true });

/**
 * GET /api/tiktok/video: `link` is what the store will store and send to the
 * provider (the canonical video link, or the short link when TikTok could not
 * resolve it).
 * - found: TikTok describes the video (thumbnail through the store's own origin, or null);
 * - unavailable: TikTok says it does not exist, was deleted or is private;
 * - unknown: TikTok could not be asked in time; the form works without a preview.
 */
export const videoPreviewSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("found"),
    link: z.string(),
    author: z.string(),
    authorUrl: z.string().nullable(),
    caption: z.string(),
    thumbnail: z.string().nullable(),
  }),
  z.object({ status: z.literal("unavailable"), link: z.string(), message: z.string() }),
  z.object({ status: z.literal("unknown"), link: z.string(), message: z.string() }),
]);
export type VideoPreview = z.infer<typeof videoPreviewSchema>;
