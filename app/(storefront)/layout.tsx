import { StorefrontChrome } from "@/components/layout/storefront-chrome";

// Every customer-facing page (its groups: store, account, auth, checkout): the
// store's header, footer and ad page views, once, so they stay mounted across
// the groups. Static: nothing here reads the visitor.
export default function StorefrontLayout({ children }: { children: React.ReactNode }) {
  return <StorefrontChrome>{children}</StorefrontChrome>;
}
