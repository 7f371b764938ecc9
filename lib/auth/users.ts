import "server-only";

import { db } from "@/lib/db";

import type { CurrentUser } from "./contract";
import { isOperator } from "./request-user";

/** The user object of GET /api/auth/current-user (docs/product-rules.md#public-api), shaped by its schema in the contract. */
export type { CurrentUser };

export async function getCurrentUser(userId: string): Promise<CurrentUser | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, role: true, freeViewClaim: { select: { id: true } } },
  });
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    usedFreeViews: user.freeViewClaim !== null,
    ...(isOperator(user) ? { operator: true as const } : {}),
  };
}

export interface AccountProfile extends CurrentUser {
  memberSince: Date;
}

export async function getAccountProfile(userId: string): Promise<AccountProfile | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, createdAt: true, freeViewClaim: { select: { id: true } } },
  });
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    usedFreeViews: user.freeViewClaim !== null,
    memberSince: user.createdAt,
  };
}
