// The password typed at login, held for this tab's session so change-password can skip the "old
// password" field (specification §2; docs/accounts.md "Client decisions"). Sealed by
// lib/secret-box in sessionStorage `cpw`: it dies with the tab, on sign-out and after a change.

import { open, seal } from '@/lib/secret-box';
import { readString, removeKey, writeString } from '@/lib/storage';

const KEY = 'cpw';

/** Holds the password; when it cannot be sealed nothing is held (the old-password field shows). */
export async function holdPassword(password: string): Promise<void> {
  const sealed = password ? await seal(password) : null;
  if (sealed) writeString(KEY, sealed, 'session');
  else removeKey(KEY, 'session');
}

export async function heldPassword(): Promise<string | null> {
  const sealed = readString(KEY, 'session');
  return sealed ? open(sealed) : null;
}

export function dropHeldPassword(): void {
  removeKey(KEY, 'session');
}
