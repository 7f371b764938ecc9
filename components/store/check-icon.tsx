/**
 * lucide's "circle-check" (CheckCircle2) drawn the same way with less markup
 * (no xmlns, width/height or lucide class names, which the page never uses):
 * for lists that repeat it on every item. Size and colour come from className.
 */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </svg>
  );
}
