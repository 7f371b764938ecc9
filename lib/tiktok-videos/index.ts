import "server-only";

// What TikTok says about a video link (docs/product-rules.md#video-links):
// short links resolved to their video, the preview from oEmbed, the preview's
// thumbnail. Client components import "@/lib/tiktok-videos/contract".
export * from "./contract";
export { settleVideoLink, clearResolvedLinks, type SettledLink } from "./resolve";
export { videoPreview, clearPreviews, THUMBNAIL_PATH } from "./preview";
export { thumbnailImage, THUMBNAIL_NOT_AVAILABLE_MESSAGE } from "./thumbnail";
export { OEMBED_URL, MAX_REDIRECTS, MAX_THUMBNAIL_BYTES } from "./client";
export { videoPreviewSchema } from "./schemas";
