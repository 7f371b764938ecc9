import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's folder is private to the store's user
 * (docs/security.md#the-embedded-database): the folder and every folder in
 * it 0700, every file 0600, whatever the umask. PostgreSQL creates its own
 * files 0600, but PGlite unpacks a new cluster's files with the umask's mode
 * (0644 under 022, the WAL with usernames and password hashes among them),
 * and an older install kept them so.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Every folder and file under `dir` (itself included) whose mode is not the private one; symlinks are not followed. */
export function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== PRIVATE_DIR_MODE) found.push(entry);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (mode !== PRIVATE_FILE_MODE) found.push(entry);
  };
  visit(dir);
  return found;
}

/** Gives every folder and file under `dir` its private mode; returns how many were changed. */
export function makePrivate(dir: string): number {
  const loose = notPrivate(dir);
  for (const entry of loose) chmodSync(entry, lstatSync(entry).isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
  return loose.length;
}
