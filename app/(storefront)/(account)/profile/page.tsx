import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AccountEmailForm } from "@/components/auth/email-links";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { accountEmail, getAccountProfile, getPageUser } from "@/lib/auth";
import { PAGES } from "@/lib/routes";
import { promiseText } from "@/lib/pricing";

export const metadata: Metadata = { title: "حسابي", robots: { index: false } };

const dateFormat = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "long" });

// Dynamic on purpose: it reads the session (the guard in proxy.ts already
// sent signed-out visitors to /login by the cookie alone; this check covers a
// deleted account and a cookie ended by logout).
export default async function ProfilePage() {
  const user = await getPageUser();
  const profile = user ? await getAccountProfile(user.id) : null;
  if (!profile) redirect(`${PAGES.login.path}?callbackUrl=${encodeURIComponent(PAGES.profile.path)}`);
  const address = await accountEmail(profile.id);

  return (
    <section aria-labelledby="profile-title" className="grid gap-6">
      <h1 id="profile-title" className="text-2xl font-bold">
        حسابي
      </h1>
      <dl className="grid gap-4 rounded-xl border bg-card p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">اسم المستخدم</dt>
          <dd className="mt-1 text-lg font-bold wrap-anywhere" dir="auto">
            {profile.username}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">عضو منذ</dt>
          <dd className="mt-1 text-lg font-bold">
            <time dateTime={profile.memberSince.toISOString()}>{dateFormat.format(profile.memberSince)}</time>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted-foreground">عرض {promiseText.freeViews} مشاهدة مجانية</dt>
          <dd className="mt-1 flex items-center gap-2 font-bold">
            {profile.usedFreeViews ? (
              <>
                <Icon name="circle-check" className="size-5 text-success" /> تم استخدام العرض المجاني
              </>
            ) : (
              <>
                <Icon name="gift" className="size-5 text-primary" /> لم يُستخدم بعد
                <Link href={PAGES.freeViews.path} className="text-sm text-primary underline-offset-4 hover:underline">
                  احصل عليه الآن
                </Link>
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="rounded-xl border bg-card p-5">
        <AccountEmailForm email={address.email} verified={address.verified} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href={PAGES.orders.path}>طلباتي</Link>
        </Button>
        <SignOutButton />
      </div>
    </section>
  );
}
