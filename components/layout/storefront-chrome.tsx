import { PageViewTracker } from "@/components/tracking/page-view-tracker";
import { LazyToaster } from "@/components/ui/lazy-toaster";

import { FontCache } from "./font-cache";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * What every customer-facing page sits in: the header with the promo bar, the
 * page as `<main>`, the footer, the toaster, the ad page-view events and the
 * font cache. app/(storefront)'s layout renders it once for all the store's
 * route groups, so moving between them keeps the header mounted. The console
 * has a shell of its own. An unknown address's 404 (app/not-found.tsx, sent
 * with every page) has none of it: a second copy would be in every page.
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
