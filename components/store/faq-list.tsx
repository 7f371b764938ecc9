import { faq } from "@/lib/content";

/**
 * The FAQ as native disclosure widgets: no JavaScript. The shared `name` makes
 * them exclusive (one answer open at a time), like a single collapsible
 * accordion; keyboard (Enter/Space) and the expanded state come from the browser.
 * The look (and the chevron, drawn by CSS) is in globals.css: `.faq-*`.
 */
export function FaqList() {
  return (
    <div className="rounded-xl border bg-card px-4">
      {faq.map((item, i) => (
        <details key={i} name="faq" className="faq-item">
          <summary className="faq-q">{item.question}</summary>
          <p className="faq-a">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
