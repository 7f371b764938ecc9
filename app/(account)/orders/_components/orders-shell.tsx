"use client";

import Link from "next/link";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/**
 * Order history shell. The payments work replaces the empty state with the
 * list from GET /api/user/orders; until then a signed-in customer sees
 * "no orders yet".
 */
export function OrdersShell() {
  const { user, loading } = useCurrentUser();
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground" role="status">
        <Icon name="loader-circle" className="animate-spin" /> جاري التحميل...
      </p>
    );
  }
  if (!user) {
    return (
      <div className="grid gap-4 rounded-xl border bg-card p-5">
        <p>سجّل الدخول لعرض سجل طلباتك.</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/login?callbackUrl=%2Forders">تسجيل الدخول</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/register?callbackUrl=%2Forders">إنشاء حساب</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border bg-card p-8 text-center">
      <Icon name="package-open" className="size-10 text-muted-foreground" />
      <p className="font-bold">لا توجد طلبات بعد</p>
      <Button asChild>
        <Link href="/tiktok-views">طلب جديد</Link>
      </Button>
    </div>
  );
}
