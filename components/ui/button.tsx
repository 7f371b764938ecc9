import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The classes are defined in globals.css (`.btn`, `.btn-<variant>`,
 * `.btn-<size>`), in the components layer: a button costs ~20 bytes of class
 * names instead of ~400 in the HTML and again in the page's RSC payload, and
 * any utility passed as className wins over them (utilities come later).
 */
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-primary",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
    },
    size: {
      default: "btn-md",
      sm: "btn-sm",
      /** The promotion bar's compact button. */
      xs: "btn-xs",
      lg: "btn-lg",
      icon: "btn-icon",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

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
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
