"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { PAGES } from "@/lib/routes";

import { AUTH_FAILURES, logoutRequest } from "./auth-api";
import { refreshCurrentUser } from "./use-current-user";

/** Signs out, refreshes the shared account state and returns to / (docs/product-rules.md#accounts). */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : AUTH_FAILURES.logout);
      return;
    }
    await refreshCurrentUser();
    router.push(PAGES.buy.path);
    router.refresh();
  }, [router]);
}
