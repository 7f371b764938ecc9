import { faq } from "@/lib/content";

/**
 * The FAQ as native disclosure widgets: no JavaScript. The shared `name` makes
 * them exclusive (one answer open at a time), like a single collapsible
 * accordion; keyboard (Enter/Space) and the expanded state come from the browser.
 * The look (and the chevron, drawn by CSS) is in globals.css: `.faq`, by structure.
 */
export function FaqList() {
  return (
    <div className="faq">
      {faq.map((item, i) => (
        <details key={i} name="faq">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
