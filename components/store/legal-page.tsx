import type { ReactNode } from "react";

/** Layout for the legal pages: a title, the last update, numbered sections. */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: { heading: string; body: ReactNode }[];
}) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 leading-loose">
      <header>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted-foreground">آخر تحديث: {updated}</p>
      </header>
      {sections.map((s, i) => (
        <section key={i} aria-labelledby={`s${i}`} className="flex flex-col gap-2">
          <h2 id={`s${i}`} className="text-lg font-bold">
            {i + 1}. {s.heading}
          </h2>
          <div className="text-muted-foreground [&_li]:ms-5 [&_li]:list-disc">{s.body}</div>
        </section>
      ))}
    </article>
  );
}
