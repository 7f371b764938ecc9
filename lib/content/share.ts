import type { Metadata } from "next";

import { site } from "./site";

/** The link-preview image's description (also app/opengraph-image.alt.txt, written by `npm run brand`). */
export const PREVIEW_IMAGE_ALT = `${site.name}: ${site.tagline}`;

/**
 * The store's static preview image (app/opengraph-image.jpg and
 * app/twitter-image.jpg, drawn by `npm run brand`). Next adds the files to a
 * page's tags by itself only when the page sets no Open Graph of its own, so
 * the pages that do name them here.
 */
const image = (file: string) => ({ url: file, width: 1200, height: 630, type: "image/jpeg", alt: PREVIEW_IMAGE_ALT });

/**
 * A page's link preview (Open Graph and Twitter/X cards) for pages that are
 * shared or used in ads: its own title and description, on top of the store's
 * defaults, with the store's image. All of it is static metadata, so the
 * pages stay prerendered.
 */
export function sharePreview({ title, description, path }: { title: string; description: string; path: string }) {
  const full = `${title} | ${site.name}`;
  return {
    title,
    description,
    openGraph: { ...OPEN_GRAPH, title: full, description, url: path },
    twitter: { card: "summary_large_image", title: full, description, images: [image("/twitter-image.jpg")] },
  } satisfies Metadata;
}

/** What every page's preview says unless it has its own (app/layout.tsx). */
export const OPEN_GRAPH = {
  type: "website",
  locale: "ar_AE",
  siteName: site.name,
  title: `${site.name} | ${site.tagline}`,
  description: site.description,
  images: [image("/opengraph-image.jpg")],
};
