import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "@/lib/utils";

/** Classes in globals.css (`.alert`, `.alert-<variant>`), like the button's. An icon first in the alert gets its own column. */
const alertVariants = cva("alert", {
  variants: {
    variant: {
      default: "alert-default",
      destructive: "alert-destructive",
      success: "alert-success",
      warning: "alert-warning",
    },
  },
  defaultVariants: { variant: "default" },
});

function Alert({ className, variant, ...props }: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("col-start-2 min-h-4 font-bold", className)} {...props} />;
}

function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("col-start-2 grid gap-1 text-sm", className)} {...props} />;
}

export { Alert, AlertDescription, AlertTitle };
