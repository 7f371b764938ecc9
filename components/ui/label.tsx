import * as React from "react";

import { cn } from "@/lib/utils";

/** A plain <label> (no client JavaScript): the browser ties it to its control. */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label className={cn("label", className)} {...props} />;
}

export { Label };
