import type { Metadata } from "next";

import { Icon } from "@/components/ui/icon";
import { freeOffer } from "@/lib/content";

import { FreeViewsClaim } from "./_components/free-views-claim";

export const metadata: Metadata = { title: freeOffer.title, robots: { index: false } };

// Static shell: the request guard (proxy.ts) already sent visitors without a
// session to /login; whether this account has used the offer is asked for in
// the browser by the client leaf.
export default function FreeViewsPage() {
  return (
    <section aria-labelledby="free-views-title" className="grid gap-6">
      <header className="grid justify-items-center gap-2 text-center">
        <Icon name="gift" className="size-10 text-primary" />
        <h1 id="free-views-title" className="text-2xl font-bold">
          {freeOffer.page.title}
        </h1>
        <p className="text-muted-foreground">{freeOffer.page.intro}</p>
      </header>
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <FreeViewsClaim />
      </div>
    </section>
  );
}
