"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = dynamic(loadSheet, { ssr: false });

/** Below xl (phones, tablets) the header shows the menu button; the panel's code is fetched when they are idle. */
const MENU_QUERY = "(max-width: 1279px)";

/**
 * The menu button of phones and tablets. The slide-in panel (a Radix dialog) is a separate
 * chunk: fetched when the phone is idle or on the first touch/focus of the
 * button, and mounted on the first click. Focus returns to the button on close.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!window.matchMedia?.(MENU_QUERY).matches) return;
    const prefetch = () => void loadSheet();
    if (!window.requestIdleCallback) {
      const t = window.setTimeout(prefetch, 2000);
      return () => window.clearTimeout(t);
    }
    const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label="القائمة"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" className="size-6" />
      </Button>
      {used && (
        <MobileMenuSheet
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
