"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { whenVisitorActs } from "@/components/ui/when-visitor-acts";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = dynamic(loadSheet, { ssr: false });

/**
 * The menu button of phones and tablets. The slide-in panel (a Radix dialog) is a separate
 * chunk: fetched once the visitor first acts on the page (a touch, a scroll:
 * @/components/ui/when-visitor-acts) or on the first touch/focus of the
 * button, and mounted on the first click. Focus returns to the button on close.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Prefetch only where the button is shown: the stylesheet decides where
    // (below xl: phones and tablets), so the breakpoint is not repeated here.
    if (!button.current?.offsetWidth) return;
    return whenVisitorActs(() => void loadSheet());
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
