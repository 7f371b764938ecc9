"use client";

import type * as Sonner from "sonner";
import type { ExternalToast } from "sonner";

/**
 * The app's `toast`: the same calls as sonner's (`toast.info(title, options)`),
 * but sonner itself (toaster, styles) is downloaded only when the first toast
 * is shown or the browser is idle, so it is not part of any page's first load.
 * Toasts created before the toaster mounts are shown once it does (sonner
 * replays active toasts to a late toaster).
 */
type Kind = "info" | "success" | "error" | "warning" | "message";
type Message = string | React.ReactNode;

let sonner: Promise<typeof Sonner> | undefined;
const requestListeners = new Set<() => void>();
let requested = false;

/** Starts (once) the download of sonner; resolves to the module. */
export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** The lazy toaster listens here so it mounts as soon as a toast is wanted. */
export function onToastRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  requested = true;
  for (const l of requestListeners) l();
  void loadSonner().then(({ toast: t }) => {
    t[kind](message, options);
  });
}

export const toast = {
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
  message: (message: Message, options?: ExternalToast) => show("message", message, options),
};
