// The second route table: pages a visit rarely starts on (the member area, the agent home, the
// content pages, the account pages other than login, the winner board, the maintenance page) and
// the "not available yet" page. The entry's table (route-table.ts) holds the pages players land on
// and move between most; every page listed there costs the entry its loader and its preload list,
// which no compression removes (chunk names carry hashes). This table is its own small chunk:
// fetched when idle after the first render, preloaded by the prerendered HTML of its own pages,
// and awaited (with the page) by a navigation that comes before either.

import type { ComponentType } from 'react';
import type { PathName } from '@/lib/paths';
import { accounts, games } from '@/i18n/catalogs';
import { content, member } from '@/i18n/more-catalogs';
import { page, type LazyRoute } from './lazy-route';

/** Pages that share one module, which picks its view from the path. */
const activityPages = page('activity', () => import('@/routes/activity'), [member]);
const agentPages = page('agent', () => import('@/routes/agent'), [member]);
const helpPages = page('help', () => import('@/routes/help'), [content]);
const inboxPages = page('inbox', () => import('@/routes/inbox'), [content]);

const Unavailable = page('unavailable', () => import('@/routes/unavailable'));

/** The account pages a visit reaches from another page (the header, login, the member centre). */
const accountPage = (folder: string, load: () => Promise<{ default: ComponentType }>) => page(folder, load, [accounts]);

const pages: Partial<Record<PathName, LazyRoute>> = {
  maintenance: page('maintenance', () => import('@/routes/maintenance')),
  register: accountPage('register', () => import('@/routes/register')),
  trail: accountPage('trail', () => import('@/routes/trail')),
  forget: accountPage('forget', () => import('@/routes/forget')),
  changePsw: accountPage('change-password', () => import('@/routes/change-password')),
  set: accountPage('settings', () => import('@/routes/settings')),
  winnerPage: page('winner-page', () => import('@/routes/winner-page'), [games]),
  rewardCenter: page('reward-center', () => import('@/routes/reward-center'), [member]),
  activity: activityPages,
  activityInfo: activityPages,
  leaderBoard: page('missions', () => import('@/routes/missions'), [member]),
  mine: page('member-centre', () => import('@/routes/member-centre'), [member]),
  benefits: page('vip-benefits', () => import('@/routes/vip-benefits'), [member]),
  agent: agentPages,
  agentNotice: agentPages,
  help: helpPages,
  helpDetail: helpPages,
  webEmail: inboxPages,
  message: inboxPages,
  notice: page('notice', () => import('@/routes/notice'), [content]),
  service: page('service', () => import('@/routes/service'), [content]),
  userAgreement: page('user-agreement', () => import('@/routes/user-agreement'), [content]),
  feedback: page('feedback', () => import('@/routes/feedback'), [member]),
  inviteFriends: page('invite-friends', () => import('@/routes/invite-friends'), [member]),
};

/** The page of a name the entry's table does not have. */
export const morePage = (name: PathName): LazyRoute => pages[name] ?? Unavailable;
