// Every page of the app, declared once: one record per page (docs/recipes.md "Add a page"). The
// rest is derived from these records, never restated:
//  - the path table and the two route tables (build/pages-plugin.ts generates their run-time data:
//    `virtual:pages` for the entry, `virtual:more-pages` for the second table's chunk),
//  - the page titles (lingui.config.ts extracts them as `route.<name>`; Shell looks them up),
//  - the layout and access rules (layout-rules.ts, access.ts read the generated flags),
//  - the prerendered pages, the service worker's page list, the route budgets (.size-limit.json,
//    checked by scripts/check-features.ts).
// Build tools import this file (vite.config.ts, lingui.config.ts, the checks): data and types only.

import type { CatalogName } from '../../features';

/** A page module, src/routes/<folder>/index.tsx: its own chunk. Pages may share one module, which
 *  picks its view from the path. */
export interface RouteModule {
  folder: string;
  /** Feature catalogs it renders strings from besides the shell's (features.ts): loaded with the
   *  module, and the page renders only once they are in (lazy-route.ts). The first holds the
   *  module's own strings (none: the shell's catalog). */
  catalogs: readonly CatalogName[];
  /** In the entry's route table: the pages players land on and move between most. Every module
   *  there costs the entry its loader and preload list; the others load through the second table,
   *  a small chunk fetched when idle (docs/routes.md). */
  landing?: true;
  /** Its chunk's budget (JS + CSS, brotli, kB), enforced by size-limit (.size-limit.json, written
   *  from here by `npm run features:check -- --write`). */
  budget: number;
  /** Chunks of its own that it loads later, counted in its budget. */
  alsoChunks?: readonly string[];
  /** The page with what it needs before it is usable, brotli kB: its chunk and stylesheet, the
   *  chunks they import that a signed-in player's home has not loaded, its BN catalogs. Checked by
   *  scripts/page-weight.ts (`npm run size`), which prints every page's. */
  weight?: number;
}

/** Who may open a page (specification §4 "Access", §6 "Roles and permissions"); app/access.ts
 *  says what each rule does. Without one, a page is open to all. */
export type AccessRule =
  /** Log in, register: a signed-in member goes on where they were going. */
  | 'visitors'
  /** A visitor is asked to log in first. */
  | 'members'
  /** As 'members', and a trial member goes home (the money and member pages). */
  | 'players'
  /** The member centre: open to visitors (it shows a login prompt), not to trial members. */
  | 'memberCentre'
  /** Settings: a visitor goes home. */
  | 'account'
  /** Change password: a visitor or a trial member goes home. */
  | 'ownAccount'
  /** The agent home and its notices: anyone but an agent goes home, silently. */
  | 'agentHome'
  /** The agent's tools: a visitor logs in first; a member who is no agent goes home. */
  | 'agentTool';

export interface PageRecord {
  /** The address when it is not `/m/<name>`. */
  path?: `/m/${string}`;
  /** The English title; its Bengali is the catalog's `route.<name>`. */
  title: string;
  module: RouteModule;
  /** Specification "Layout": the header omitted, the footer menu hidden, the back arrow going home
   *  (else one step back in history). */
  header?: false;
  footer?: false;
  back?: 'home';
  access?: AccessRule;
}

const route = (
  folder: string,
  catalogs: readonly CatalogName[],
  budget: number,
  more: Pick<RouteModule, 'landing' | 'alsoChunks' | 'weight'> = {},
): RouteModule => ({ folder, catalogs, budget, ...more });
const landing = { landing: true } as const;

// Modules shared by several pages.
const lottery = route('lottery', ['games'], 3.85, landing);
const gameHubs = route('game-hubs', ['games'], 2.1, landing);
const activity = route('activity', ['member'], 1.9);
const agent = route('agent', ['member'], 4.2);
const help = route('help', ['content'], 1.7);
const inbox = route('inbox', ['content'], 2.4);
/** The six money records: one module, its view by the path (routes/records/index.tsx says why). */
const records = route('records', ['reports'], 3.1);
/** The agent's team reports: one module, its view by the path (routes/team-reports/index.tsx). */
const teamReports = route('team-reports', ['teamstats', 'reports'], 1.05);
/** The three contract pages and the dividends page: one module, its view by the path. */
const contracts = route('contracts', ['salaries', 'accounts'], 2.5);
/** The agent's rebate setting and rebate income: one module, its view by the path. */
const agentRebates = route('agent-rebates', ['agentRebates', 'reports', 'accounts'], 2.55);
/** The agent's team: overview, management with the transfer, red envelope rain (routes/team/index.tsx). */
const team = route('team', ['downline', 'reports', 'accounts'], 4.25);

export const pages = {
  home: { title: 'Home', module: route('home', ['homepage'], 5.45, landing) },
  maintenance: { title: 'Maintenance', module: route('maintenance', [], 0.6), footer: false },
  login: {
    title: 'Log in',
    module: route('login', ['accounts'], 3.35, landing),
    header: false,
    footer: false,
    back: 'home',
    access: 'visitors',
  },
  register: {
    title: 'Register',
    module: route('register', ['accounts'], 4.55),
    header: false,
    footer: false,
    back: 'home',
    access: 'visitors',
  },
  trail: { title: 'Free trial', module: route('trail', ['accounts'], 1.1), footer: false, back: 'home' },
  forget: { title: 'Forgot password', module: route('forget', ['accounts'], 2.05), footer: false, back: 'home' },
  changePsw: {
    title: 'Change password',
    module: route('change-password', ['accounts'], 1.35),
    footer: false,
    access: 'ownAccount',
  },
  set: { title: 'Personal settings', module: route('settings', ['accounts'], 0.8), access: 'account' },
  mine: { title: 'Member', module: route('member-centre', ['member'], 5.2), header: false, access: 'memberCentre' },
  benefits: { path: '/m/member/benefits', title: 'VIP benefits', module: route('vip-benefits', ['member'], 1.8), access: 'players' },
  notice: { title: 'Notice', module: route('notice', ['content'], 0.7), footer: false, back: 'home' },
  rewardCenter: { title: 'Reward centre', module: route('reward-center', ['member'], 1.75) },
  inviteFriends: { title: 'Invite friends', module: route('invite-friends', ['member'], 1), access: 'players' },
  voucherCenter: { title: 'Deposit', module: route('deposit', ['deposits'], 5.15, { alsoChunks: ['deposit-send'], weight: 8 }), access: 'players' },
  voucherCenterResult: {
    path: '/m/voucherCenter/result',
    title: 'Deposit result',
    module: route('deposit-result', ['receipts'], 1.25),
    access: 'players',
  },
  withdraw: { title: 'Withdraw', module: route('withdraw', ['money', 'accounts'], 4.3), access: 'players' },
  webEmail: { title: 'Message centre', module: inbox, access: 'members' },
  message: { title: 'Messages', module: inbox, access: 'members' },
  agent: { title: 'Agent centre', module: agent, header: false, footer: false, access: 'agentHome' },
  activity: { title: 'Activity centre', module: activity, footer: false, back: 'home' },
  activityInfo: { title: 'Activity details', module: activity },
  userAgreement: {
    path: '/m/useragreement',
    title: 'User agreement',
    module: route('user-agreement', ['content'], 0.7),
    footer: false,
  },
  service: { title: 'Customer service', module: route('service', ['content'], 0.7), footer: false },
  winnerPage: { title: 'Leaderboard', module: route('winner-page', ['games'], 1.4) },
  help: { title: 'Help centre', module: help, header: false },
  helpDetail: { title: 'Help', module: help },
  gameList: { title: 'Games', module: route('game-list', ['games'], 7.2, { ...landing, alsoChunks: ['start-vendor-swiper'] }) },
  lottery: { title: 'Lottery', module: lottery },
  moreLottery: { title: 'More lottery', module: lottery, footer: false },
  startLottery: { title: 'Start lottery', module: lottery },
  gameLobby: { title: 'Game lobby', module: gameHubs },
  gameCenter: { title: 'Game centre', module: gameHubs },
  slotsCenter: { title: 'RNG', module: gameHubs },
  launchGame: { title: 'Game', module: lottery, footer: false, access: 'members' },
  leaderBoard: { title: 'Missions', module: route('missions', ['member'], 1.35) },
  manualRebate: {
    path: '/m/member/manualRebate',
    title: 'Manual rebate',
    module: route('manual-rebate', ['money', 'accounts'], 1.25),
    access: 'players',
  },
  rebateReport: { path: '/m/member/rebateReport', title: 'My rebate', module: records, access: 'players' },
  securityCenter: { title: 'Security centre', module: route('security-centre', ['money', 'accounts'], 3.75), access: 'players' },
  depositRecord: { path: '/m/vouReport', title: 'Deposit record', module: records, access: 'players' },
  withdrawRecord: { path: '/m/withdrawReport', title: 'Withdrawal record', module: records, access: 'players' },
  profitAndLoss: { path: '/m/profitandloss', title: 'Profit and loss', module: records, access: 'players' },
  transactionRecord: { path: '/m/transaction/record', title: 'Account record', module: records, access: 'players' },
  gameRecord: { title: 'Betting record', module: records, access: 'players' },
  uplineTransfer: {
    path: '/m/upLine/transfer',
    title: 'Superior transfer',
    module: route('upline-transfer', ['money', 'accounts'], 1.45),
    access: 'players',
  },
  feedback: { title: 'Feedback', module: route('feedback', ['member'], 3.75), access: 'players' },
  appDownload: { title: 'App download', module: route('app-download', ['member'], 0.45) },
  salaryContract: {
    path: '/m/member/agent/getSalaryContract',
    title: 'Daily salary contract',
    module: contracts,
    access: 'agentTool',
  },
  dividendContract: {
    path: '/m/member/agent/getDevidendContract',
    title: 'Dividend contract',
    module: contracts,
    access: 'agentTool',
  },
  hourContract: {
    path: '/m/member/agent/getHourContract',
    title: 'Hourly salary contract',
    module: contracts,
    access: 'agentTool',
  },
  teamOverview: { path: '/m/agent/team/overview', title: 'Team overview', module: team, access: 'agentTool' },
  teamManagement: { path: '/m/member/team', title: 'Team management', module: team, access: 'agentTool' },
  redRain: { title: 'Red envelope rain', module: team, access: 'agentTool' },
  teamPnl: { path: '/m/agent/team/pnl', title: 'Team profit and loss', module: teamReports, access: 'agentTool' },
  teamBetting: { title: 'Team betting', module: teamReports, access: 'agentTool' },
  agentRebate: { path: '/m/member/agent/agentRebeat', title: 'Rebate settings', module: agentRebates, access: 'agentTool' },
  teamRebate: { path: '/m/member/teamRebate', title: 'Agent rebate income', module: agentRebates, access: 'agentTool' },
  agentRegister: { title: 'Open account', module: route('agent-register', ['affiliates', 'accounts'], 4.05), access: 'agentTool' },
  agentDividend: { path: '/m/member/agent/agentDivident', title: 'Dividends', module: contracts, access: 'agentTool' },
  agentNotice: { path: '/m/member/notice', title: 'Announcements', module: agent, access: 'agentHome' },
} as const satisfies Record<string, PageRecord>;

export type PageName = keyof typeof pages;

/** Each page's address: its record's `path`, else `/m/<name>`. */
export type PagePaths = {
  readonly [N in PageName]: (typeof pages)[N] extends { path: infer P extends string } ? P : `/m/${N}`;
};

/** Old and alternative addresses, each mapped to the page it names. */
export const aliases = {
  '/': 'home',
  '/m': 'home',
  '/m/index': 'home',
  '/m/index.html': 'home',
  '/index.html': 'home',
  '/register.html': 'register',
  '/m/register.html': 'register',
  '/m/member/home': 'mine',
} as const satisfies Record<string, PageName>;

export const pathOf = (name: PageName): string => ('path' in pages[name] ? (pages[name] as PageRecord).path! : `/m/${name}`);

/** The distinct route modules, each once. */
export const routeModules = (): RouteModule[] => [...new Set(Object.values(pages).map((p) => p.module as RouteModule))];
