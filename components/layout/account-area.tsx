"use client";

import dynamic from "next/dynamic";
import Link from "next/link";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

const placeholder = <div className="h-9 w-32" aria-hidden />;

// Only signed-in visitors see the dropdown: its code loads when they do.
const AccountMenu = dynamic(() => import("./account-menu"), { ssr: false, loading: () => placeholder });

export function SignedOutButtons({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link href={PAGES.login.path} onClick={onNavigate}>
          تسجيل الدخول
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link href={PAGES.register.path} onClick={onNavigate}>
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
  if (loading) return placeholder;
  if (!user) return <SignedOutButtons />;
  return <AccountMenu user={user} />;
}
