"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { PAGES } from "@/lib/routes";

import { AUTH_FAILURES, logoutRequest } from "./auth-api";
import { forgetPersonalDeviceData } from "./personal-device-data";
import { refreshCurrentUser } from "./use-current-user";

/**
 * Signs out, forgets this device's orders and payment in flight (the next
 * person on a shared phone must not find them), refreshes the shared account
 * state and returns to / (docs/product-rules.md#accounts, #order-access).
 */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : AUTH_FAILURES.logout);
      return;
    }
    forgetPersonalDeviceData();
    await refreshCurrentUser();
    router.push(PAGES.buy.path);
    router.refresh();
  }, [router]);
}
