import "./globals.css";

import type { Metadata, Viewport } from "next";

import { ACCOUNT_HINT_SCRIPT } from "@/components/auth/account-hint";
import { FONTS_HINT_SCRIPT } from "@/components/layout/font-hint";
import { RENDER_ON_CLICK_SCRIPT } from "@/components/layout/render-when-near";
import { OPEN_GRAPH, site } from "@/lib/content";
import { BUILD_APP_URL } from "@/lib/env/contract";

import { cairoArabic, cairoLatin } from "./fonts";

// Icons and the link-preview image are files next to this one (npm run brand);
// metadataBase makes their addresses absolute, as link previews need.
export const metadata: Metadata = {
  metadataBase: new URL(BUILD_APP_URL),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: OPEN_GRAPH,
  twitter: { card: "summary_large_image", title: OPEN_GRAPH.title, description: site.description },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#d6246e",
};

// Static shell: nothing here reads cookies, headers or the session, so every
// marketing page can be prerendered. Visitor-specific bits are client leaves.
// Everything else is each audience's layout: the store's header, <main id="main">
// (the skip link's target), footer, toaster and font cache are app/(storefront)'s,
// the console has its own. No client component here: one in this layout would
// be a chunk of its own, apart from the header's, on every page's first load.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // suppressHydrationWarning: the inline script below may mark <html> before React hydrates it.
    <html lang="ar" dir="rtl" className={`${cairoLatin.variable} ${cairoArabic.variable}`} suppressHydrationWarning>
      <body>
        {/* Before anything paints: marks a signed-in customer (and one who has used the offer), and a
            browser that has Cairo cached, for the stylesheet; renders every section from the first click. */}
        <script
          dangerouslySetInnerHTML={{ __html: ACCOUNT_HINT_SCRIPT + FONTS_HINT_SCRIPT + RENDER_ON_CLICK_SCRIPT }}
        />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:right-2 focus:z-50 focus:bg-background focus:p-2"
        >
          تخطَّ إلى المحتوى
        </a>
        {children}
      </body>
    </html>
  );
}
