"use client";

import Link from "next/link";

import type { CurrentUser } from "@/components/auth/use-current-user";
import { useSignOut } from "@/components/auth/use-sign-out";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Icon } from "@/components/ui/icon";
import { PAGES } from "@/lib/routes";

/**
 * The signed-in "my account" dropdown (username, profile, my orders, sign out).
 * Loaded only for signed-in visitors (see AccountArea), so the dropdown library
 * is not part of the first-load JavaScript.
 */
export default function AccountMenu({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu dir="rtl">
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-48">
          <Icon name="user" />
          <span className="truncate">حسابي</span>
          <Icon name="chevron-down" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate" dir="auto">
          {user.username}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={PAGES.profile.path}>
            <Icon name="user" /> الملف الشخصي
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={PAGES.orders.path}>
            <Icon name="package" /> طلباتي
          </Link>
        </DropdownMenuItem>
        {user.operator && (
          <DropdownMenuItem asChild>
            <Link href={PAGES.admin.path}>
              <Icon name="gauge" /> لوحة التشغيل
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <Icon name="log-out" /> تسجيل الخروج
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
