import "./console.css";

import { LazyToaster } from "@/components/ui/lazy-toaster";
import { currentOperator, getAttention } from "@/lib/admin";
import { cn } from "@/lib/utils";

import { ConsoleHeader } from "./admin/_components/console-header";
import { ConsoleNav } from "./admin/_components/console-nav";

// The console is a place of its own: its header, its navigation (a column from
// lg up, a menu on a phone) and <main>, none of the store's chrome. Each page
// checks the operator itself: a layout does not run on every navigation, so
// the attention count beside the navigation is as of the last full load or
// refresh (an action refreshes the page); counts only, no entries.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const operator = await currentOperator();
  const attention = operator ? (await getAttention({ countsOnly: true })).total : null;
  return (
    <>
      <ConsoleHeader operator={operator} />
      <div
        className={cn(
          "mx-auto grid w-full max-w-7xl min-w-0 gap-6 px-4 py-6",
          operator && "lg:grid-cols-[14rem_minmax(0,1fr)]",
        )}
      >
        {operator && <ConsoleNav attention={attention} />}
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
      <LazyToaster />
    </>
  );
}
