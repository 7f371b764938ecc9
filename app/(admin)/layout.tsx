import "./console.css";

import { StorefrontChrome } from "@/components/layout/storefront-chrome";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { currentOperator, getAttention } from "@/lib/admin";

import { ConsoleHeader } from "./admin/_components/console-header";
import { ConsoleNav } from "./admin/_components/console-nav";

// The console is a place of its own: its header, its navigation (a column from
// lg up, a menu on a phone) and <main>, none of the store's chrome. Each page
// checks the operator itself: a layout does not run on every navigation, so
// the attention count beside the navigation is as of the last full load or
// refresh (an action refreshes the page); counts only, no entries.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const operator = await currentOperator();
  // Anyone else is on the store: its header and footer around «for operators
  // only» or the 404 that hides the free-offer report, no sign of a console.
  if (!operator) return <StorefrontChrome>{children}</StorefrontChrome>;
  const attention = (await getAttention({ countsOnly: true })).total;
  return (
    <>
      <ConsoleHeader operator={operator} />
      <div className="mx-auto grid w-full max-w-7xl min-w-0 gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <ConsoleNav attention={attention} />
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
      <LazyToaster />
    </>
  );
}
