"use client";

import { Gift } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { FREE_VIEWS_PROMOTION_ID } from "@/components/layout/free-views-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { freeOffer } from "@/lib/content";

export const REGISTER_TOAST = {
  title: "سجل حساباً جديداً",
  description: "أنشئ حسابك ثم سجل الدخول للحصول على 1,000 مشاهدة مجانية.",
};

/**
 * The free-offer block (`#free-views-promotion`, which the header button
 * scrolls to and clicks) and its dialog. Signed-in users go straight to
 * /free-views; others may register (with a toast explaining the next step),
 * log in, or close (spec, main purchase page).
 */
export function FreeViewsPromotion({ className }: { className?: string }) {
  const router = useRouter();
  const { isAuthenticated } = useCurrentUser();
  const [open, setOpen] = useState(false);

  const onClaim = () => {
    if (isAuthenticated) router.push("/free-views");
    else setOpen(true);
  };

  return (
    <div
      id={FREE_VIEWS_PROMOTION_ID}
      className={`flex flex-col items-center gap-3 rounded-xl border border-primary/30 bg-primary/5 p-5 text-center ${className ?? ""}`}
    >
      <Gift className="size-8 text-primary" aria-hidden />
      <h2 className="text-lg font-extrabold">{freeOffer.title}</h2>
      <p className="text-sm text-muted-foreground">{freeOffer.text}</p>
      <Button type="button" onClick={onClaim}>
        {freeOffer.cta}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>احصل على 1,000 مشاهدة مجانية</DialogTitle>
            <DialogDescription>العرض للمستخدمين المسجلين، مرة واحدة لكل حساب.</DialogDescription>
          </DialogHeader>
          <DialogFooter className="gap-2 sm:justify-start">
            <Button
              asChild
              onClick={() => toast.info(REGISTER_TOAST.title, { description: REGISTER_TOAST.description })}
            >
              <Link href="/register?callbackUrl=%2Ffree-views">إنشاء حساب</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/login?callbackUrl=%2Ffree-views">تسجيل الدخول</Link>
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              إغلاق
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
