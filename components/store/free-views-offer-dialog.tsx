"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { PAGES } from "@/lib/routes";
import { promiseText } from "@/lib/pricing";

/** What the register button explains, next to the sign-up page it opens. */
export const REGISTER_TOAST = {
  title: "سجل حساباً جديداً",
  description: `أنشئ حسابك ثم سجل الدخول للحصول على ${promiseText.freeViews} مشاهدة مجانية.`,
};

/**
 * The free offer's dialog for signed-out visitors: register (with a toast
 * explaining the next step), log in, or close. Loaded by FreeViewsPromotion
 * when it first opens.
 */
export default function FreeViewsOfferDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>احصل على {promiseText.freeViews} مشاهدة مجانية</DialogTitle>
          <DialogDescription>العرض للمستخدمين المسجلين، مرة واحدة لكل حساب.</DialogDescription>
        </DialogHeader>
        <DialogFooter align="start">
          <Button asChild onClick={() => toast.info(REGISTER_TOAST.title, { description: REGISTER_TOAST.description })}>
            <Link href={`${PAGES.register.path}?callbackUrl=${encodeURIComponent(PAGES.freeViews.path)}`}>
              إنشاء حساب
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`${PAGES.login.path}?callbackUrl=${encodeURIComponent(PAGES.freeViews.path)}`}>
              تسجيل الدخول
            </Link>
          </Button>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            إغلاق
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
