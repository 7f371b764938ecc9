import type { Metadata } from "next";

import { site } from "./site";

/**
 * A page's link preview (Open Graph and Twitter/X cards) for pages that are
 * shared or used in ads: its own title and description, on top of the store's
 * defaults. The image is the store's static one (app/opengraph-image.jpg,
 * app/twitter-image.jpg, made by `npm run brand`), which Next adds to every
 * page; all of it is static metadata, so the pages stay prerendered.
 */
export function sharePreview({ title, description, path }: { title: string; description: string; path: string }) {
  const full = `${title} | ${site.name}`;
  return {
    title,
    description,
    openGraph: { ...OPEN_GRAPH, title: full, description, url: path },
    twitter: { card: "summary_large_image", title: full, description },
  } satisfies Metadata;
}

/** What every page's preview says unless it has its own (app/layout.tsx). */
export const OPEN_GRAPH = {
  type: "website",
  locale: "ar_AE",
  siteName: site.name,
  title: `${site.name} | ${site.tagline}`,
  description: site.description,
} as const;
