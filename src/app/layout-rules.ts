// ENTRY CHUNK. The page-shell rules of the specification's "Layout" section, as data.

import { paths, type AppPath } from '@/lib/paths';

/** "The header is omitted on login, register, mine, agent and help." */
const headerOmitted: ReadonlySet<AppPath> = new Set([paths.login, paths.register, paths.mine, paths.agent, paths.help]);

/** "The footer menu is hidden on login, register, trail, launchGame, changePsw, notice, activity,
 *  forget, service, moreLottery, useragreement, maintenance and agent." */
const footerHidden: ReadonlySet<AppPath> = new Set([
  paths.login, paths.register, paths.trail, paths.launchGame, paths.changePsw, paths.notice, paths.activity,
  paths.forget, paths.service, paths.moreLottery, paths.userAgreement, paths.maintenance, paths.agent,
]);

/** "On login, register, trail, notice, forget and activity the back arrow goes to home." */
const backToHome: ReadonlySet<AppPath> = new Set([
  paths.login, paths.register, paths.trail, paths.notice, paths.forget, paths.activity,
]);

export interface Layout {
  /** 'logo' on home, 'back' (arrow + title) on inner pages, 'none' where the header is omitted. */
  header: 'logo' | 'back' | 'none';
  footer: boolean;
  /** Where the back arrow goes: home, or one step back in history. */
  back: 'home' | 'history';
}

export function layoutFor(path: AppPath): Layout {
  return {
    header: headerOmitted.has(path) ? 'none' : path === paths.home ? 'logo' : 'back',
    footer: !footerHidden.has(path),
    back: backToHome.has(path) ? 'home' : 'history',
  };
}

/** "Go back in history, or to /m/home when history has 1 or fewer entries." */
export function backTarget(layout: Layout, historyLength: number): 'home' | 'history' {
  return layout.back === 'home' || historyLength <= 1 ? 'home' : 'history';
}
