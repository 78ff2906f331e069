// ENTRY CHUNK (read by the feedback layer, which mounts the dialog). What a guest sees when they tap
// something that needs a session: the login dialog (specification §6, "redirect to /m/login or open
// the login dialog"; the home issue: "everything that needs a session opens the login dialog").
// Addresses a guest opens directly still redirect to /m/login (app/access.ts).

import { signal } from '@preact/signals-react';
import { session } from './session';

/** True while the login dialog is open. */
export const loginPromptOpen = signal(false);

/** True when a session exists; otherwise opens the login dialog and returns false:
 *  `onClick={() => requireSession() && deposit()}`. */
export function requireSession(): boolean {
  if (session.value) return true;
  loginPromptOpen.value = true;
  return false;
}

export function closeLoginPrompt(): void {
  loginPromptOpen.value = false;
}
