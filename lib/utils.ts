import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). It does NOT resolve Tailwind conflicts: when two
 * classes set the same property (`h-8` and `h-7`, `inline-flex` and `hidden`),
 * which one wins depends on the order of the generated CSS, not on the order
 * here. So a component's base classes, its variants and the classes a caller
 * passes in must never set the same property: put the alternatives into cva
 * variants instead. The kit's variants are single classes defined in
 * app/globals.css (components/ui/variants.test.tsx checks each has its rule).
 * Not using tailwind-merge keeps its ~9.5 KB (gzip) out of every page's
 * first-load JavaScript.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
