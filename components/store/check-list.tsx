import { cn } from "@/lib/utils";

/** A list whose items each start with a green circled tick (drawn by CSS, no icon element). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col", className)}>
      {items.map((item, i) => (
        <li
          key={i}
          className="icon-circle-check flex items-start gap-2 before:mt-1 before:size-4 before:shrink-0 before:bg-emerald-600 before:content-[''] before:[mask:var(--icon)_center/contain_no-repeat]"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
