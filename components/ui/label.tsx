import * as React from "react";

import { cn } from "@/lib/utils";

/** A plain <label> (no client JavaScript): the browser ties it to its control. */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-bold select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
