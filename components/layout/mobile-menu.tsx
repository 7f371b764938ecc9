"use client";

import { MenuIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { mainNav, site } from "@/lib/content";

import { AccountLinks } from "./account-area";
import { FreeViewsButton } from "./free-views-button";

/** The slide-in side menu on phones: repeats the links, the offer and the account. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="القائمة">
          <MenuIcon className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
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
        <FreeViewsButton onNavigate={close}>1,000 مشاهدة مجانية</FreeViewsButton>
        <AccountLinks onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
