// Which social sign-in buttons the login page shows (specification §2): google and facebook each
// by their switch, telegram by a setting, and none at all without a phone-auth provider (they
// sign in through it; api/phone-auth.ts). No telegram setting exists yet: it is off.

import type { SocialKind } from '@/api/phone-auth';

export interface SocialGates {
  GOOGLELOGIN3?: true;
  FACEBOOKLOGIN3?: true;
}

export function socialProviders(switches: SocialGates, hasProvider: boolean, telegramOn = false): SocialKind[] {
  if (!hasProvider) return [];
  const on: SocialKind[] = [];
  if (switches.GOOGLELOGIN3) on.push('google');
  if (switches.FACEBOOKLOGIN3) on.push('facebook');
  if (telegramOn) on.push('telegram');
  return on;
}
