import { faq } from "@/lib/content";

/**
 * The FAQ as native disclosure widgets: no JavaScript. The shared `name` makes
 * them exclusive (one answer open at a time), like a single collapsible
 * accordion; keyboard (Enter/Space) and the expanded state come from the browser.
 * The chevron after each question is drawn by CSS (a masked ::after).
 */
export function FaqList() {
  return (
    <div className="rounded-xl border bg-card px-4">
      {faq.map((item, i) => (
        <details key={i} name="faq" className="group border-b last:border-b-0">
          <summary className="icon-chevron-down flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-start text-sm font-bold outline-none after:size-4 after:shrink-0 after:translate-y-1 after:bg-muted-foreground after:transition-transform after:content-[''] after:[mask:var(--icon)_center/contain_no-repeat] group-open:after:rotate-180 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {item.question}
          </summary>
          <p className="pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
