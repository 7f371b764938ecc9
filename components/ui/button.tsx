import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "@/lib/utils";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center rounded-md font-bold whitespace-nowrap transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90",
        outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        sm: "h-8 gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
        /** The promotion bar's compact button. */
        xs: "h-7 gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
        lg: "h-12 gap-2 px-6 text-base has-[>svg]:px-4",
        icon: "size-10 gap-2 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type AnyProps = Record<string, unknown>;

/**
 * `asChild`: renders the only child element with the button's props merged in,
 * as Radix's Slot does (the child's props win, event handlers run the child's
 * first, class names and styles are joined, refs are both set), without
 * shipping Radix's Slot to every page.
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const mine = slotProps[key];
    const theirs = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof mine === "function") {
      merged[key] =
        typeof theirs === "function"
          ? (...args: unknown[]) => {
              const result = theirs(...args);
              mine(...args);
              return result;
            }
          : mine;
    } else if (key === "style") {
      merged.style = { ...(mine as object), ...(theirs as object) };
    } else if (key === "className") {
      merged.className = [mine, theirs].filter(Boolean).join(" ");
    } else if (key === "ref" && mine && theirs) {
      merged.ref = (node: unknown) => {
        for (const ref of [mine, theirs]) {
          if (typeof ref === "function") ref(node);
          else if (ref) (ref as { current: unknown }).current = node;
        }
      };
    }
  }
  return React.cloneElement(children, merged);
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
