"use client";

import { LogOutIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";

import { useSignOut } from "./use-sign-out";

export function SignOutButton() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
        setBusy(false);
      }}
    >
      <LogOutIcon aria-hidden /> تسجيل الخروج
    </Button>
  );
}
