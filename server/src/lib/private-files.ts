import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * Owner-only files and directories (issue 19): the database holds the RSA private key and every
 * password hash, the upload directory players' photos. Another account on the machine reads none.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Creates `path` owner-only when it is missing, and makes it owner-only when it exists. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

/** Makes an existing file owner-only; a missing one is fine. */
export function restrictFile(path: string): void {
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Creates `dir` (and missing parents) owner-only. With `own`, an existing `dir` is made owner-only
 * too: only for a directory that is the server's alone (never a shared parent such as /tmp).
 */
export function ensurePrivateDir(dir: string, own = false): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (own) chmodSync(dir, PRIVATE_DIR_MODE);
}
