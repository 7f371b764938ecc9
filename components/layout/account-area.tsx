"use client";

import Link from "next/link";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";

/**
 * Signed-out: register and sign-in buttons. Signed-in: the account entry.
 * A client leaf so the pages around it stay static.
 */
export function AccountArea() {
  const { user, loading } = useCurrentUser();
  if (loading) return <div className="h-9 w-32" aria-hidden />;
  if (user) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href="/profile">حسابي: {user.username}</Link>
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link href="/login">تسجيل الدخول</Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/register">إنشاء حساب</Link>
      </Button>
    </div>
  );
}
