"use client";

import Link from "next/link";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { useSignOut } from "@/components/auth/use-sign-out";
import { Icon } from "@/components/ui/icon";
import { PAGES } from "@/lib/routes";

import { SignedOutButtons } from "./account-area";

const linkClass =
  "flex items-center gap-2 rounded-md px-3 py-2 font-bold hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

/**
 * The header's account choices as plain links, for the mobile side menu. A
 * guest gets «طلباتي» (the orders made on this device) and «ابحث عن طلبك»
 * (an order made elsewhere) too, as the footer has them.
 */
export function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user, loading } = useCurrentUser();
  const signOut = useSignOut();
  if (loading) return <div className="h-9" aria-hidden />;
  if (!user)
    return (
      <nav aria-label="طلباتك" className="flex flex-col gap-1 border-t pt-3">
        <Link href={PAGES.orders.path} onClick={onNavigate} className={linkClass}>
          <Icon name="package" /> {PAGES.orders.name}
        </Link>
        <Link href={PAGES.findOrder.path} onClick={onNavigate} className={linkClass}>
          <Icon name="package-open" /> {PAGES.findOrder.name}
        </Link>
        <div className="px-3 pt-2">
          <SignedOutButtons onNavigate={onNavigate} />
        </div>
      </nav>
    );
  return (
    <nav aria-label="حسابي" className="flex flex-col gap-1 border-t pt-3">
      <p className="truncate px-3 text-sm text-muted-foreground" dir="auto">
        حسابي: <span className="font-bold text-foreground">{user.username}</span>
      </p>
      <Link href={PAGES.profile.path} onClick={onNavigate} className={linkClass}>
        <Icon name="user" /> الملف الشخصي
      </Link>
      <Link href={PAGES.orders.path} onClick={onNavigate} className={linkClass}>
        <Icon name="package" /> طلباتي
      </Link>
      {user.operator && (
        <Link href={PAGES.admin.path} onClick={onNavigate} className={linkClass}>
          <Icon name="gauge" /> لوحة التشغيل
        </Link>
      )}
      <button
        type="button"
        className={`${linkClass} text-start`}
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        <Icon name="log-out" /> تسجيل الخروج
      </button>
    </nav>
  );
}
