import { PageViewTracker } from "@/components/tracking/page-view-tracker";
import { LazyToaster } from "@/components/ui/lazy-toaster";

import { FontCache } from "./font-cache";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * What every customer-facing page sits in: the header with the promo bar, the
 * page as `<main>`, the footer, the toaster, the ad page-view events and the
 * font cache. The storefront's
 * layout renders it once for all its route groups (so moving between them
 * keeps the header mounted), and the 404 page, which is outside every group.
 * The operator console has a shell of its own.
 */
export function StorefrontChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter />
      <LazyToaster />
      <PageViewTracker />
      <FontCache />
    </>
  );
}
