import "server-only";

import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

import { ORPHAN_UPLOAD_AGE_MS } from "./limits";

/** Where uploads wait for their analysis: `$DATA_DIR/uploads`. */
export function uploadDir(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

/** A fresh, unguessable path in the upload folder (never the client's file name). */
export async function newUploadPath(): Promise<string> {
  const dir = uploadDir();
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${Date.now()}-${randomBytes(12).toString("hex")}.upload`);
}

export async function removeUpload(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** Deletes orphaned uploads (untouched for an hour), keeping the copy's 24-hour promise. */
export async function sweepUploads(now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadDir());
  } catch {
    return 0; // nothing uploaded yet
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(uploadDir(), name);
    try {
      const info = await stat(file);
      if (now - info.mtimeMs > ORPHAN_UPLOAD_AGE_MS) {
        await rm(file, { force: true, recursive: true });
        removed++;
      }
    } catch {
      // removed meanwhile
    }
  }
  return removed;
}
