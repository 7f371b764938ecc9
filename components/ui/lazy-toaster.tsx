"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { onToastRequested } from "./toast";

const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Mounts the sonner toaster after the page has loaded and the browser is idle,
 * or at once when a toast is requested earlier, so sonner is not in the
 * first-load JavaScript of every page.
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const off = onToastRequested(mount);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(mount, { timeout: 4000 })
      : window.setTimeout(mount, 2000);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return mounted ? <Toaster /> : null;
}
