import type { MetadataRoute } from "next";

import { site } from "@/lib/content";

// Static (built once): the store as an app on a phone's home screen, with the icons `npm run brand` draws.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: "ar",
    dir: "rtl",
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#d6246e",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
