// The one table of in-app paths. Build links with these names and `href()`, never with string
// literals scattered through components. Routes of both specification documents are here, plus the
// targets named by the member-centre and agent grids.

/** Pages whose path is `/m/<name>`: named once, not twice (the table ships in the entry chunk). */
const SHORT = [
  'home',
  'login',
  'register',
  'trail',
  'forget',
  'changePsw',
  'set',
  'mine',
  'notice',
  'rewardCenter',
  'inviteFriends',
  'voucherCenter',
  'withdraw',
  'webEmail',
  'message',
  'agent',
  'activity',
  'activityInfo',
  'service',
  'maintenance',
  'winnerPage',
  'help',
  'helpDetail',
  'gameList',
  'lottery',
  'moreLottery',
  'startLottery',
  'gameLobby',
  'gameCenter',
  'slotsCenter',
  'launchGame',
  'leaderBoard',
  'securityCenter',
  'gameRecord',
  'feedback',
  'appDownload',
  'redRain',
  'teamBetting',
  'agentRegister',
] as const;

type ShortPaths = { readonly [N in (typeof SHORT)[number]]: `/m/${N}` };

export const paths = {
  ...(Object.fromEntries(SHORT.map((n) => [n, `/m/${n}`])) as ShortPaths),
  benefits: '/m/member/benefits',
  userAgreement: '/m/useragreement',
  manualRebate: '/m/member/manualRebate',
  rebateReport: '/m/member/rebateReport',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  profitAndLoss: '/m/profitandloss',
  transactionRecord: '/m/transaction/record',
  uplineTransfer: '/m/upLine/transfer',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  teamOverview: '/m/agent/team/overview',
  teamManagement: '/m/member/team',
  teamPnl: '/m/agent/team/pnl',
  agentRebate: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  agentDividend: '/m/member/agent/agentDivident',
  agentNotice: '/m/member/notice',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** Old and alternative addresses, each mapped to the page it names. */
export const aliases: Readonly<Record<string, AppPath>> = {
  '/': paths.home,
  '/m': paths.home,
  '/m/index': paths.home,
  '/m/index.html': paths.home,
  '/index.html': paths.home,
  '/register.html': paths.register,
  '/m/register.html': paths.register,
  '/m/member/home': paths.mine,
};

type QueryValue = string | number | boolean | null | undefined;

/** A path with a query string; empty and nullish values are left out. */
export function href(path: AppPath, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `/m/home/` and `/m/home` are the same page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const names = new Map(Object.entries(paths).map(([name, path]) => [path as string, name as PathName]));

/** The page a path names (aliases resolved), or null for an unknown path. */
export function canonicalPath(pathname: string): AppPath | null {
  const p = normalisePath(pathname);
  return names.has(p) ? (p as AppPath) : (aliases[p] ?? null);
}

/** The name of a page's path (`/m/home` → `home`). */
export const nameOf = (path: AppPath): PathName => names.get(path) as PathName;
