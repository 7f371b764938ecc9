import "server-only";

import { randomBytes } from "node:crypto";

import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";

import { PROMISED_DELETION_MS } from "./limits";
import type { AnalysisResult } from "./result";

/**
 * Kept results: the answer of an analysis (measurements, timeline, advice;
 * never the video) under a random id, so its page can be opened again or
 * shared. Unsaved ones go with the uploads' promise (PROMISED_DELETION_MS);
 * one saved to an account stays.
 */

export const REPORT_NOT_FOUND = "لم نجد هذه النتيجة: ربما انتهت مدتها وحُذفت، أو أن الرابط غير مكتمل.";
const ID = /^[A-Za-z0-9_-]{22}$/;

export function isReportId(id: string): boolean {
  return ID.test(id);
}

/** Stores the result and returns its id (16 random bytes, base64url). */
export async function keepReport(result: AnalysisResult): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const { reportId: _, ...stored } = result;
  await db.analysisReport.create({ data: { id, result: stored as unknown as Prisma.InputJsonValue } });
  return id;
}

export interface KeptReport {
  result: AnalysisResult;
  createdAt: Date;
  /** When it will be deleted; null once saved to an account. */
  deletesAt: Date | null;
  savedByViewer: boolean;
}

/** A kept result, unless unknown or past its deletion time (the sweep may not have run yet). */
export async function getReport(id: string, { viewerId, now = new Date() }: { viewerId?: string; now?: Date } = {}) {
  if (!isReportId(id)) return null;
  const row = await db.analysisReport.findUnique({ where: { id } });
  if (!row) return null;
  const deletesAt = row.userId ? null : new Date(row.createdAt.getTime() + PROMISED_DELETION_MS);
  if (deletesAt && deletesAt <= now) return null;
  return {
    result: { ...(row.result as unknown as AnalysisResult), reportId: row.id },
    createdAt: row.createdAt,
    deletesAt,
    savedByViewer: Boolean(viewerId && row.userId === viewerId),
  } satisfies KeptReport;
}

/**
 * Saves a kept result to the signed-in creator's account: one conditional
 * update, so a result already saved by someone else, or already deleted
 * (or past its time), is a 404 and never changes hands. Saving twice is fine.
 */
export async function saveReport(id: string, userId: string, now = new Date()): Promise<void> {
  if (!isReportId(id)) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
  const { count } = await db.analysisReport.updateMany({
    where: {
      id,
      OR: [{ userId }, { userId: null, createdAt: { gt: new Date(now.getTime() - PROMISED_DELETION_MS) } }],
    },
    data: { userId, savedAt: now },
  });
  if (count === 0) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
}

/** Deletes unsaved results older than the promised deletion time; returns how many. */
export async function sweepReports(now = Date.now()): Promise<number> {
  const { count } = await db.analysisReport.deleteMany({
    where: { userId: null, createdAt: { lt: new Date(now - PROMISED_DELETION_MS) } },
  });
  return count;
}
