"use client";

import { ChevronDownIcon, LogOutIcon, PackageIcon, UserIcon } from "lucide-react";
import Link from "next/link";

import { useCurrentUser } from "@/components/auth/use-current-user";
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

const linkClass =
  "flex items-center gap-2 rounded-md px-3 py-2 font-bold hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

function SignedOutButtons({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link href="/login" onClick={onNavigate}>
          تسجيل الدخول
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/register" onClick={onNavigate}>
          إنشاء حساب
        </Link>
      </Button>
    </div>
  );
}

/**
 * Header account entry. Signed out: register and sign-in. Signed in: the "my
 * account" dropdown (username, profile, my orders, sign out). A client leaf so
 * the pages around it stay static.
 */
export function AccountArea() {
  const { user, loading } = useCurrentUser();
  const signOut = useSignOut();
  if (loading) return <div className="h-9 w-32" aria-hidden />;
  if (!user) return <SignedOutButtons />;
  return (
    <DropdownMenu dir="rtl">
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-48">
          <UserIcon aria-hidden />
          <span className="truncate">حسابي</span>
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate" dir="auto">
          {user.username}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserIcon aria-hidden /> الملف الشخصي
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/orders">
            <PackageIcon aria-hidden /> طلباتي
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden /> تسجيل الخروج
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same choices as plain links for the mobile side menu. */
export function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user, loading } = useCurrentUser();
  const signOut = useSignOut();
  if (loading) return <div className="h-9" aria-hidden />;
  if (!user) return <SignedOutButtons onNavigate={onNavigate} />;
  return (
    <nav aria-label="حسابي" className="flex flex-col gap-1 border-t pt-3">
      <p className="truncate px-3 text-sm text-muted-foreground" dir="auto">
        حسابي: <span className="font-bold text-foreground">{user.username}</span>
      </p>
      <Link href="/profile" onClick={onNavigate} className={linkClass}>
        <UserIcon className="size-4" aria-hidden /> الملف الشخصي
      </Link>
      <Link href="/orders" onClick={onNavigate} className={linkClass}>
        <PackageIcon className="size-4" aria-hidden /> طلباتي
      </Link>
      <button
        type="button"
        className={`${linkClass} text-start`}
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        <LogOutIcon className="size-4" aria-hidden /> تسجيل الخروج
      </button>
    </nav>
  );
}
