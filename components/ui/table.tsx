import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The console's data tables, one markup for all of them: the table scrolls
 * inside its own box on a phone (never the page), header cells are
 * start-aligned column headers, rows are separated by a rule.
 */
export function Table({
  className,
  minWidth,
  children,
  ...props
}: React.ComponentProps<"table"> & { /** e.g. "36rem": wider tables scroll inside their box. */ minWidth?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className={cn("w-full text-sm", className)} style={minWidth ? { minWidth } : undefined} {...props}>
        {children}
      </table>
    </div>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("pb-1 text-start text-muted-foreground", className)} {...props} />;
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("border-b text-muted-foreground", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&>tr]:border-b [&>tr:last-child]:border-0", className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th scope="col" className={cn("px-2 py-2 text-start font-medium", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-2 py-1.5", className)} {...props} />;
}
