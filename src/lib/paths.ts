// The one table of in-app paths. Build links with these names and `href()`, never with string
// literals scattered through components. Routes of both specification documents are here, plus the
// targets named by the member-centre and agent grids.

export const paths = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  trail: '/m/trail',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  set: '/m/set',
  mine: '/m/mine',
  benefits: '/m/member/benefits',
  notice: '/m/notice',
  rewardCenter: '/m/rewardCenter',
  inviteFriends: '/m/inviteFriends',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  webEmail: '/m/webEmail',
  message: '/m/message',
  agent: '/m/agent',
  activity: '/m/activity',
  activityInfo: '/m/activityInfo',
  userAgreement: '/m/useragreement',
  service: '/m/service',
  maintenance: '/m/maintenance',
  winnerPage: '/m/winnerPage',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  gameList: '/m/gameList',
  lottery: '/m/lottery',
  moreLottery: '/m/moreLottery',
  startLottery: '/m/startLottery',
  gameLobby: '/m/gameLobby',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  launchGame: '/m/launchGame',
  leaderBoard: '/m/leaderBoard',
  manualRebate: '/m/member/manualRebate',
  rebateReport: '/m/member/rebateReport',
  securityCenter: '/m/securityCenter',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  profitAndLoss: '/m/profitandloss',
  transactionRecord: '/m/transaction/record',
  gameRecord: '/m/gameRecord',
  uplineTransfer: '/m/upLine/transfer',
  feedback: '/m/feedback',
  appDownload: '/m/appDownload',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  teamOverview: '/m/agent/team/overview',
  teamManagement: '/m/member/team',
  redRain: '/m/redRain',
  teamPnl: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebate: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  agentRegister: '/m/agentRegister',
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
