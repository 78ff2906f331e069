// ENTRY CHUNK. The page-shell rules of the specification's "Layout" section, as data.

import { nameOf, paths, type AppPath } from '@/lib/paths';
import { backHome, footerHidden, headerOmitted } from 'virtual:paths';

// From the page records (pages.ts): "The header is omitted on login, register, mine, agent and
// help." "The footer menu is hidden on login, register, trail, launchGame, changePsw, notice,
// activity, forget, service, moreLottery, useragreement, maintenance and agent." "On login,
// register, trail, notice, forget and activity the back arrow goes to home."
// (A rule named in the specification is a record's field, not a list here.)

export interface Layout {
  /** 'logo' on home, 'back' (arrow + title) on inner pages, 'none' where the header is omitted. */
  header: 'logo' | 'back' | 'none';
  footer: boolean;
  /** Where the back arrow goes: home, or one step back in history. */
  back: 'home' | 'history';
}

export function layoutFor(path: AppPath): Layout {
  const name = nameOf(path);
  return {
    header: headerOmitted.includes(name) ? 'none' : path === paths.home ? 'logo' : 'back',
    footer: !footerHidden.includes(name),
    back: backHome.includes(name) ? 'home' : 'history',
  };
}

/** "Go back in history, or to /m/home when history has 1 or fewer entries." */
export function backTarget(layout: Layout, historyLength: number): 'home' | 'history' {
  return layout.back === 'home' || historyLength <= 1 ? 'home' : 'history';
}
