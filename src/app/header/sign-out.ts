// Sign-out from the header menu, as on the settings page (specification §4 "Sign-out"): ask first,
// busy while the server is told, then a full reload to /m/home so nothing of the session survives
// in memory. The account module loads only now: it lives in the account pages' chunk.

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/lib/paths';
import { clearSession } from '@/state/session';
import { confirm, showBusy } from '@/state/ui';

export async function signOutAndReload(): Promise<void> {
  if (!(await confirm({ message: i18n._(msg`Are you sure you want to sign out?`) }))) return;
  const hideBusy = showBusy({ label: i18n._(msg`Signing out…`) });
  try {
    const { signOut } = await import('@/state/account');
    await signOut();
  } catch {
    // Offline (the module did not load) or storage blocked: this device must not stay signed in.
    clearSession();
  } finally {
    hideBusy();
  }
  location.assign(paths.home);
}
