// Sign-out, from the settings page and from the header menu (specification §4 "Sign-out"): ask
// first, busy while the server is told, then a full reload to /m/home so nothing of the session
// survives in memory. The account module is imported when needed: it lives in the account pages'
// chunk, which the home page does not load.

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/lib/paths';
import { clearSession } from './session';
import { confirm, showBusy } from './ui';

/** Signs out once the player confirms; `onConfirmed` runs then (the settings page disables its
 *  button). */
export async function signOutAndReload(onConfirmed?: () => void): Promise<void> {
  if (!(await confirm({ message: i18n._(msg`Are you sure you want to sign out?`) }))) return;
  onConfirmed?.();
  const hideBusy = showBusy({ label: i18n._(msg`Signing out…`) });
  try {
    const { signOut } = await import('./account');
    await signOut();
  } catch {
    // Offline (the module did not load) or storage blocked: this device must not stay signed in.
    clearSession();
  } finally {
    hideBusy();
  }
  location.assign(paths.home);
}
