"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { onToastRequested } from "./toast";
import { whenVisitorActs } from "./when-visitor-acts";

const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Mounts the sonner toaster once the visitor first acts on the page (./when-visitor-acts.ts),
 * or at once when a toast is requested earlier, so sonner is in no page's
 * first-load JavaScript and is not evaluated (nor its styles applied to the
 * whole page) while the page loads.
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const off = onToastRequested(mount);
    const cancel = whenVisitorActs(mount);
    return () => {
      off();
      cancel();
    };
  }, []);
  return mounted ? <Toaster /> : null;
}
