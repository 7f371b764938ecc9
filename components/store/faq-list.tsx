import { ChevronDownIcon } from "lucide-react";

import { faq } from "@/lib/content";

/**
 * The FAQ as native disclosure widgets: no JavaScript. The shared `name` makes
 * them exclusive (one answer open at a time), like a single collapsible
 * accordion; keyboard (Enter/Space) and the expanded state come from the browser.
 */
export function FaqList() {
  return (
    <div className="rounded-xl border bg-card px-4">
      {faq.map((item) => (
        <details key={item.question} name="faq" className="group border-b last:border-b-0">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-start text-sm font-bold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDownIcon
              className="size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
