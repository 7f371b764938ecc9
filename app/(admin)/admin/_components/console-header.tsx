import Link from "next/link";

import { SignOutButton } from "@/components/auth/sign-out-button";
import type { Operator } from "@/lib/admin";
import { site } from "@/lib/content";
import { PAGES } from "@/lib/routes";

/** The console's own header: its name (to its first page), who is signed in, the way back to the store, sign out. */
export function ConsoleHeader({ operator }: { operator: Operator }) {
  return (
    <header className="border-b bg-card print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link href={PAGES.admin.path} className="text-lg font-bold text-primary underline-offset-4 hover:underline">
          {site.name}: لوحة التشغيل
        </Link>
        <div className="ms-auto flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <p className="min-w-0">
            المشغّل:{" "}
            <bdi dir="ltr" className="font-bold break-all">
              {operator.username}
            </bdi>
          </p>
          <Link href={PAGES.buy.path} className="text-primary underline-offset-4 hover:underline">
            إلى المتجر
          </Link>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
