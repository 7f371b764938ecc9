"use client";

import Link from "next/link";

import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { mainNav, site } from "@/lib/content";

import { AccountLinks } from "./account-links";
import { FreeViewsButton } from "./free-views-button";
import { promiseText } from "@/lib/pricing";

/**
 * The slide-in side menu's panel (Radix Dialog): repeats the links, the offer
 * and the account. Loaded by MobileMenu on first use or when the phone is idle.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-menu" side="right" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle>{site.name}</SheetTitle>
        <SheetDescription className="sr-only">روابط الموقع والحساب</SheetDescription>
        <nav aria-label="القائمة الرئيسية" className="flex flex-col gap-1">
          {mainNav.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={close}
              className="rounded-md px-3 py-2 font-bold hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <FreeViewsButton onNavigate={close}>{promiseText.freeViews} مشاهدة مجانية</FreeViewsButton>
        <AccountLinks onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
