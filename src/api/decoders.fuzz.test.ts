// Property tests of every API module's public calls (docs/decisions.md, "Response validation"):
// the transport (request, encryptedRequest) answers a success whose `value` is the valid sample, a
// mutation of it (wrong types, missing keys, one bad list item) or pure junk, and the call must
// either resolve to exactly its documented shape or reject with an ApiError `client.response.invalid`.
// Nothing else may escape: no TypeError, RangeError, NaN, or half-decoded object.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import * as agent from './agent';
import { fetchHomeAnnouncements } from './announcements';
import { fetchPendingContracts } from './contracts';
import { addFavourite, fetchFavouriteIds, removeFavourite } from './favourites';
import { sendFeedback } from './feedback';
import { fetchFavouritePage, fetchGamePage, fetchRecentPage } from './game-list';
import { fetchHotGames, fetchHotMatches, fetchVendorData, fetchWinners } from './games';
import { fetchHelpEntries } from './help';
import { fetchUnreadCount } from './inbox';
import { fetchInbox, readMessage } from './inbox-messages';
import { launchGame, launchLottery } from './launch';
import { fetchLotteryMenus, fetchPopularLottery, fetchRecentLottery } from './lottery';
import { fetchMemberInfo } from './member';
import { fetchMemberClub } from './member-club';
import { fetchNotices } from './notices';
import { changePassword, forgotByEmail, resetByPhone, sendResetSms } from './password';
import { claimPromotion, fetchMemberPromotions, fetchMerchantPromotions } from './promotions';
import { fetchReferralInfo } from './referral';
import { checkAffiliateCode, fetchRegisterAnnouncements, register, registerByMobile, sendRegisterSms } from './register';
import { fetchCaptcha, login, logout, sendLoginSms, startFreePlay } from './session';
import { decodeStartupInfo } from './startup-info';
import { fetchSystemStatus } from './system';
import { upload } from './upload';
import { fetchBalance } from './wallet';
import { RUNS, answersLike, describeValue, is, nest, type Check } from '../../tests/response-fuzz';

vi.mock('./client', () => ({ request: vi.fn() }));
vi.mock('./codec', () => ({ encryptedRequest: vi.fn() }));
vi.mock('./upload', () => ({ upload: vi.fn() }));

/** The three transports answer `value` for every call. */
function answer(value: unknown): void {
  vi.mocked(request).mockResolvedValue(value);
  vi.mocked(encryptedRequest).mockResolvedValue(value);
  vi.mocked(upload).mockResolvedValue(value);
}

beforeEach(() => vi.resetAllMocks());

// Samples: valid answers, lists of two so that "one bad item among good ones" is generated.

const gameItem = (n: number) => ({
  nodeId: `${n}`,
  gameId: `g${n}`,
  gameCode: 'JL_FG',
  displayName: 'Fortune Gems',
  gameName: 'Fortune Gems',
  nodeName: 'FG',
  gameType: 'RNG',
  vassalage: 'JL',
  iconUrl: '/cdn/games/jl-fg.svg',
  mobileLargeIcon: '',
  roomId: '',
  supportPlay: '1',
  playType: '',
  gameClassifyNew: 'SC',
});
const lotteryItem = (n: number) => ({ ...gameItem(n), gameType: 'LOTT', drawIntervalSeconds: 60, nextDrawTime: 1_700_000_040_000 });
const promotion = (id: number) => ({
  id,
  category: 'SLOTS',
  type: 'MISSION',
  title: 'Slot week',
  summary: 'Spin more',
  content: '<p>Rules</p>',
  imageUrl: '/cdn/promotions/7.webp',
  startTime: '2026-11-01T00:00:00Z',
  endTime: '',
  amount: 150.5,
  status: 'IN_PROGRESS',
  progress: { current: 3, target: 10 },
});
const message = (id: number) => ({ id, title: 'Welcome', content: '<p>Hi</p>', createdAt: '2026-11-20T10:30:00Z', read: false });
const helpEntry = (n: number, children: unknown[] = []) => ({ title: `Topic ${n}`, tag: `t${n}`, content: '<p>A</p>', children });
const loginValue = { token: 'tok', userName: 'demo01', customerType: 0, firstTimeLogin: false, passwordExpired: true };
const node = (modId: string, childrenNodes: unknown[] = []) => ({ modId, enabled: '1', childrenNodes });

// Shapes the modules document.

const str = is.string;
const gameFields = {
  nodeId: str,
  gameId: str,
  gameCode: str,
  gameType: str,
  vendor: str,
  roomId: str,
  supportPlay: str,
  playType: str,
  name: str,
  iconUrl: str,
  classify: str,
};
const game = is.object(gameFields);
const positive: Check = (v) => is.number(v) && (v as number) > 0;
const lotteryGame = is.object({ ...gameFields, drawIntervalSeconds: positive, nextDrawTime: is.number });
const promotionFields = {
  id: is.count,
  category: str,
  type: is.oneOf('BONUS', 'REFERRAL', 'MISSION'),
  title: str,
  summary: str,
  content: str,
  imageUrl: str,
  startTime: str,
  endTime: str,
  amount: is.number,
};
const progress = is.either(is.oneOf(null), is.object({ current: is.number, target: is.number }));
const memberPromotion = is.object({ ...promotionFields, status: is.oneOf('CLAIMABLE', 'CLAIMED', 'IN_PROGRESS'), progress });
const loginResult: Check = (v) =>
  is.object({ token: str, userName: str, customerType: is.int, firstTimeLogin: is.boolean, passwordExpired: is.boolean })(v) &&
  (v as Rec).token !== '';
const smsSent = is.object({}, { expiredMinutes: positive });
const helpShape: Check = (v) => is.object({ title: str, tag: str, content: str, children: is.arrayOf(helpShape) })(v);
const whiteLabel: Check = (v) => is.object({ modId: str, enabled: is.oneOf('1', '0'), childrenNodes: is.arrayOf(whiteLabel) })(v);
const status: Check = (v) =>
  is.object({
    maintenance: is.boolean,
    regionRestriction: is.boolean,
    location: is.object({ ip: str }, { countryCode: str }),
    info: (i) => Object.prototype.toString.call(i) === '[object Object]' && is.arrayOf(whiteLabel)((i as Rec).whitelabel),
  })(v);
const registerRule = is.object({
  enabled: is.boolean,
  required: is.boolean,
  acceptedPattern: str,
  patternId: is.number,
  minLength: is.number,
  maxLength: is.number,
  type: str,
});
const startupInfo = is.object({
  customerService: is.arrayOf(is.object({ csType: str, path: str })),
  imageCDNs: is.arrayOf(str),
  launchGameCDNs: is.arrayOf(str),
  domainRoute: is.arrayOf(str),
  mobileTemplate: is.object({ app_background: str, app_desc: str, app_desc_font_color: str, mem_cen: str, dep_func: str }),
  paths: (v) => Object.prototype.toString.call(v) === '[object Object]' && Object.values(v as Rec).every(is.string),
  register: (v) => Object.prototype.toString.call(v) === '[object Object]' && Object.values(v as Rec).every(registerRule),
  resources: is.arrayOf(is.object({ resourceType: str, url: str, labelNameEn: str })),
  mainDomain: str,
  currency: str,
});
const safeUrl: Check = (v) => typeof v === 'string' && /^(https?:\/\/|\/(?![/\\]))/i.test(v);
const nonNegative: Check = (v) => is.number(v) && (v as number) >= 0;

type Rec = Record<string, unknown>;
function strip(v: unknown, ...keys: string[]): unknown {
  if (Object.prototype.toString.call(v) !== '[object Object]') return v;
  const copy = { ...(v as Rec) };
  for (const k of keys) delete copy[k];
  return copy;
}

interface Case {
  name: string;
  call: () => Promise<unknown>;
  sample: unknown;
  shape: Check;
}

const file = new File(['x'], 'a.png', { type: 'image/png' });
const noFilter = { gameType: '', name: '', classify: '', vendors: [], minBet: '' };
const lotteryLaunch = { vendor: 'LOTT', gameType: 'LOTT', gameCode: 'L1', prizeMode: 'Lott', playType: '', view: 'lobby' } as const;
const registerPayload = {} as Parameters<typeof register>[0];
const loginPayload = { username: 'demo01', password: 'x', captcha: '', type: 'username', loginDeviceId: 'd' } as const;

const cases: Case[] = [
  {
    name: 'agent.fetchTeamKpi',
    call: () => agent.fetchTeamKpi(new Date(2026, 0, 5)),
    sample: { list: [], footer: { teamLoginMemberCount: 12, teamBetMemberCount: 8, teamRegisterMemberCount: 3, teamOnlineCount: 5 } },
    shape: is.object({ teamLoginMemberCount: is.count, teamBetMemberCount: is.count, teamRegisterMemberCount: is.count, teamOnlineCount: is.count }),
  },
  {
    name: 'agent.fetchAgentNotices',
    call: () => agent.fetchAgentNotices(),
    sample: { agent: [message(1), message(2)], footer: { unreadCount: 1 } },
    shape: is.object({
      notices: is.arrayOf(is.object({ id: is.count, title: str, content: str, createdAt: str, read: is.boolean })),
      unreadCount: is.count,
    }),
  },
  { name: 'agent.readAgentNotice', call: () => agent.readAgentNotice(7), sample: { unreadCount: 2 }, shape: is.count },
  { name: 'agent.fetchDividendInfo', call: () => agent.fetchDividendInfo(), sample: { enabled: true }, shape: is.object({ enabled: is.boolean }) },
  {
    name: 'agent.renewSession',
    call: () => agent.renewSession(),
    sample: { expiresAt: '2026-11-20T10:30:00Z' },
    shape: is.object({ expiresAt: str }),
  },
  {
    name: 'announcements.fetchHomeAnnouncements',
    call: () => fetchHomeAnnouncements(),
    sample: {
      banners: [
        { id: '1', title: 'A', imageUrl: '/cdn/banners/a.webp', linkUrl: '/m/promo' },
        { id: 2, title: 'B', imageUrl: '/cdn/b.webp', linkUrl: '' },
      ],
      player: [
        { id: '1', title: 'Notice', content: 'Text' },
        { id: '2', title: '', content: 'More' },
      ],
      popup: [
        { id: '1', title: 'P', content: '<p>x</p>', execution: 'B', promotionType: '' },
        { id: '2', title: 'Q', content: '', execution: 'A', promotionType: 'X' },
      ],
    },
    shape: is.object({
      banners: is.arrayOf(is.object({ id: str, title: str, imageUrl: str, linkUrl: str })),
      notices: is.arrayOf(is.object({ id: str, title: str, content: str })),
      popups: is.arrayOf(is.object({ id: str, title: str, content: str, execution: is.oneOf('A', 'B', 'F'), promotionType: str })),
    }),
  },
  {
    name: 'contracts.fetchPendingContracts',
    call: () => fetchPendingContracts(),
    sample: { dailysalreqtype: 1, divtypereq: '1', divtypecompperiodreq: 0, contracthoursalreq: 0 },
    shape: is.object({ dailySalary: is.boolean, dividend: is.boolean, hourlySalary: is.boolean }),
  },
  {
    name: 'countries.fetchCountries',
    // The list is kept per page load: a fresh module for every answer.
    call: async () => {
      vi.resetModules();
      return (await import('./countries')).fetchCountries();
    },
    sample: [
      { countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' },
      { countryName: 'India', countryCode: 'IN', dialingCode: '+91' },
    ],
    shape: is.arrayOf(is.object({ countryName: str, countryCode: str, dialingCode: str })),
  },
  { name: 'favourites.fetchFavouriteIds', call: () => fetchFavouriteIds(), sample: ['1201', 1202], shape: is.arrayOf(str) },
  { name: 'favourites.addFavourite', call: () => addFavourite({ nodeId: '1', vendor: 'JL' }), sample: null, shape: is.undefined },
  { name: 'favourites.removeFavourite', call: () => removeFavourite({ nodeId: '1', vendor: 'JL' }), sample: null, shape: is.undefined },
  { name: 'feedback.sendFeedback', call: () => sendFeedback('text', [file]), sample: { id: 12 }, shape: is.number },
  ...(
    [
      ['game-list.fetchGamePage', () => fetchGamePage(noFilter, 1), 'games'],
      ['game-list.fetchRecentPage', () => fetchRecentPage('RNG', 1), 'list'],
      ['game-list.fetchFavouritePage', () => fetchFavouritePage('RNG', 1), 'content'],
    ] as const
  ).map(([name, call, key]) => ({
    name,
    call,
    sample: { [key]: [gameItem(1), gameItem(2)], pageNum: 1, totalPages: '24' },
    shape: is.object({ games: is.arrayOf(game), totalPages: is.count }),
  })),
  { name: 'games.fetchHotGames', call: () => fetchHotGames(), sample: { list: [gameItem(1), gameItem(2)] }, shape: is.arrayOf(game) },
  {
    name: 'games.fetchVendorData',
    call: () => fetchVendorData(),
    sample: {
      sortingList: [
        {
          gameCategory: 'RNG',
          vendorNames: [
            { vassalage: 'JL', gameType: 'RNG', accountTypeName: 'JILI' },
            { vassalage: 'PG', gameType: 'RNG', accountTypeName: 'PG' },
          ],
        },
        { gameCategory: 'LIVE', vendorNames: [] },
      ],
    },
    shape: is.arrayOf(is.object({ category: str, vendors: is.arrayOf(is.object({ vendor: str, gameType: str, name: str })) })),
  },
  {
    name: 'games.fetchWinners',
    call: () => fetchWinners(),
    sample: {
      list: [
        { vo: { ...gameItem(1), customerName: 'ra****n', winAmount: 5000, currency: 'BDT' } },
        { vo: { ...gameItem(2), account: 'x', winAmount: 1 } },
      ],
    },
    shape: is.arrayOf(is.object({ customerName: str, amount: is.number, currency: str, game })),
  },
  {
    name: 'games.fetchHotMatches',
    call: () => fetchHotMatches(),
    sample: {
      list: [1, 2].map((n) => ({
        ...gameItem(n),
        league: 'BPL',
        matchTime: 1_700_000_000_000,
        homeTeam: 'Dhaka',
        awayTeam: 'Khulna',
        homeTeamImageUrl: '/cdn/teams/a.svg',
        awayTeamImageUrl: '',
      })),
    },
    shape: is.arrayOf(
      is.object({
        nodeId: str,
        gameId: str,
        gameCode: str,
        gameType: str,
        vendor: str,
        roomId: str,
        supportPlay: str,
        playType: str,
        league: str,
        matchTime: is.number,
        homeTeam: str,
        awayTeam: str,
        homeTeamImageUrl: str,
        awayTeamImageUrl: str,
      }),
    ),
  },
  {
    name: 'help.fetchHelpEntries',
    call: () => fetchHelpEntries('EN'),
    sample: [helpEntry(1), helpEntry(2, [helpEntry(21), helpEntry(22)])],
    shape: is.arrayOf(helpShape),
  },
  { name: 'inbox.fetchUnreadCount', call: () => fetchUnreadCount(), sample: 3, shape: is.count },
  {
    name: 'inbox-messages.fetchInbox',
    call: () => fetchInbox(1),
    sample: { list: [message(1), message(2)], pageNum: 1, totalPages: 3, unreadCount: 2 },
    shape: is.object({
      list: is.arrayOf(is.object({ id: is.number, title: str, content: str, createdAt: str, read: is.boolean })),
      pageNum: nonNegative,
      totalPages: nonNegative,
      unreadCount: is.count,
    }),
  },
  { name: 'inbox-messages.readMessage', call: () => readMessage(7), sample: { unreadCount: 1 }, shape: is.count },
  {
    name: 'launch.launchGame',
    call: () => launchGame({ gameType: 'RNG', vassalage: 'JL', gameCode: 'JL_FG', gameId: 'g1', nodeId: '1201', supportPlay: '1' }),
    sample: { content: { game_url: '/demo-game?id=1201' }, url: 'https://g.example/1' },
    shape: safeUrl,
  },
  { name: 'launch.launchLottery', call: () => launchLottery(lotteryLaunch), sample: { content: { game_url: 'https://l.example/' } }, shape: safeUrl },
  {
    name: 'lottery.fetchLotteryMenus',
    call: () => fetchLotteryMenus('Lott'),
    sample: {
      menus: [
        { menuCode: 'M1', menuName: 'Fast', games: [lotteryItem(1), lotteryItem(2)] },
        { menuCode: 'M2', menuName: 'Slow', games: [lotteryItem(3)] },
      ],
    },
    shape: is.arrayOf(is.object({ code: str, name: str, games: is.arrayOf(lotteryGame) })),
  },
  {
    name: 'lottery.fetchRecentLottery',
    call: () => fetchRecentLottery(),
    sample: { list: [lotteryItem(1), lotteryItem(2)] },
    shape: is.arrayOf(lotteryGame),
  },
  {
    name: 'lottery.fetchPopularLottery',
    call: () => fetchPopularLottery(10),
    sample: { list: [lotteryItem(1), lotteryItem(2)] },
    shape: is.arrayOf(lotteryGame),
  },
  {
    name: 'member.fetchMemberInfo',
    call: () => fetchMemberInfo(),
    sample: {
      id: 'm1',
      account: 'demo01',
      nickname: 'D',
      regDate: '2026-01-01',
      type: '0',
      toUpline: 1,
      mobileNum: '017****01',
      email: 'd***@x',
      vipLevel: 3,
      vipName: 'VIP 3',
    },
    shape: is.object({
      id: str,
      account: str,
      nickname: str,
      regDate: str,
      type: is.int,
      toUpline: is.boolean,
      mobileNum: str,
      email: str,
      vipLevel: is.int,
      vipName: str,
    }),
  },
  {
    name: 'member-club.fetchMemberClub',
    call: () => fetchMemberClub(),
    sample: {
      level: 1,
      levelName: 'VIP 1',
      deposit: 1500,
      bet: 4200.5,
      levels: [0, 1].map((n) => ({
        level: n,
        name: `VIP ${n}`,
        depositTarget: n * 1000,
        betTarget: n * 5000,
        benefits: [
          { code: 'W', title: 'T', value: '3' },
          { code: 'X', title: 'U', value: '4' },
        ],
      })),
    },
    shape: is.object({
      level: is.int,
      levelName: str,
      deposit: is.number,
      bet: is.number,
      levels: is.arrayOf(
        is.object({
          level: is.int,
          name: str,
          depositTarget: is.number,
          betTarget: is.number,
          benefits: is.arrayOf(is.object({ code: str, title: str, value: str })),
        }),
      ),
    }),
  },
  {
    name: 'notices.fetchNotices',
    call: () => fetchNotices(),
    sample: {
      player: [
        { id: '1', title: 'Notice', content: 'Text' },
        { id: 2, title: 'Two', content: '' },
      ],
    },
    shape: is.arrayOf(is.object({ id: str, title: str, content: str })),
  },
  {
    name: 'password.changePassword',
    call: () => changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    sample: { token: 'new' },
    shape: is.object({ token: str }),
  },
  { name: 'password.forgotByEmail', call: () => forgotByEmail('demo01', 'a@b.c'), sample: null, shape: is.undefined },
  { name: 'password.sendResetSms', call: () => sendResetSms('01711000001', '+880'), sample: { expiredMinutes: 5 }, shape: smsSent },
  {
    name: 'password.resetByPhone',
    call: () => resetByPhone({ newPassword: 'a', mobileNum: '1', verificationCode: '1', countryDialingCode: '+880' }),
    sample: { userName: 'demo01' },
    shape: is.object({ userName: str }),
  },
  {
    name: 'promotions.fetchMerchantPromotions',
    call: () => fetchMerchantPromotions(),
    sample: { list: [promotion(1), promotion(2)].map((p) => strip(p, 'status', 'progress')) },
    shape: is.arrayOf(is.object(promotionFields)),
  },
  {
    name: 'promotions.fetchMemberPromotions',
    call: () => fetchMemberPromotions(),
    sample: {
      list: [promotion(1), { ...promotion(2), type: 'BONUS', status: 'CLAIMABLE', progress: null }],
      unclaimedCount: 1,
      missionClaimableCount: 0,
    },
    shape: is.object({ list: is.arrayOf(memberPromotion), unclaimedCount: is.count, missionClaimableCount: is.count }),
  },
  {
    name: 'promotions.claimPromotion',
    call: () => claimPromotion(7, 'demo01'),
    sample: { promotionId: 7, amount: 150.5, sumBalance: 1000 },
    shape: is.object({ promotionId: is.count, amount: is.number, sumBalance: is.number }),
  },
  {
    name: 'referral.fetchReferralInfo',
    call: () => fetchReferralInfo(),
    sample: { code: 'AB12', link: 'https://bdplay.example/m/register?r=AB12', invitedCount: 3, rewardAmount: 50 },
    shape: (v) =>
      is.object({ code: str, link: str, invitedCount: is.count, rewardAmount: nonNegative })(v) && /^https?:\/\//.test((v as Rec).link as string),
  },
  { name: 'register.register', call: () => register(registerPayload), sample: loginValue, shape: loginResult },
  { name: 'register.registerByMobile', call: () => registerByMobile(registerPayload), sample: loginValue, shape: loginResult },
  { name: 'register.sendRegisterSms', call: () => sendRegisterSms('01711000001', '+880'), sample: { expiredMinutes: '5' }, shape: smsSent },
  { name: 'register.checkAffiliateCode', call: () => checkAffiliateCode('AG1001', ''), sample: null, shape: is.boolean },
  {
    name: 'register.fetchRegisterAnnouncements',
    call: () => fetchRegisterAnnouncements('bdm01'),
    sample: {
      banners: [
        { id: '1', title: 'T', content: '', imageUrl: '/cdn/1.webp', linkUrl: '', groupName: 'm_reg' },
        { id: 2, title: 'U', url: '/cdn/2.webp', linkageType: 'NONE', announcementImages: [{ url: '/cdn/3.webp' }] },
      ],
    },
    shape: is.arrayOf(is.object({ id: str, title: str, imageUrl: str, linkUrl: str })),
  },
  { name: 'session.login', call: () => login(loginPayload), sample: loginValue, shape: loginResult },
  { name: 'session.startFreePlay', call: () => startFreePlay('dev'), sample: { ...loginValue, customerType: '4' }, shape: loginResult },
  { name: 'session.logout', call: () => logout(), sample: null, shape: is.undefined },
  {
    name: 'session.fetchCaptcha',
    call: () => fetchCaptcha(),
    sample: 'iVBORw0KGgo=',
    shape: (v) => typeof v === 'string' && v.startsWith('data:image/png;base64,'),
  },
  { name: 'session.sendLoginSms', call: () => sendLoginSms('01711000001', '+880'), sample: { expiredMinutes: 5 }, shape: smsSent },
  {
    name: 'system.fetchSystemStatus',
    call: () => fetchSystemStatus(),
    sample: {
      maintenance: false,
      regionRestriction: false,
      location: { ip: '103.4.145.2', countryCode: 'BD' },
      info: { whitelabel: [node('REG3', [node('USERNAMEREG3'), node('MOBILENUMREG3')]), node('FREEPLAY3')], imageCDNs: ['https://cdn.example'] },
    },
    shape: status,
  },
  { name: 'wallet.fetchBalance', call: () => fetchBalance(), sample: { sumBalance: '1250.50' }, shape: is.object({ sumBalance: is.number }) },
];

/** The start-up info is decoded from the (already accepted) status wherever a page needs it: it
 *  never throws, so every answer must decode to the documented shape. */
const startupSample = {
  customerService: [
    { csType: 'LIVE', path: 'abc12345678' },
    { csType: 'TG', path: 'def12345678' },
  ],
  imageCDNs: ['https://cdn.example'],
  launchGameCDNs: [],
  domainRoute: ['https://a.example'],
  mobileTemplate: { app_background: '#000', app_desc: 'x', app_desc_font_color: '#fff', mem_cen: '1', dep_func: '0' },
  paths: { deposit: '/m/deposit' },
  register: { username: { enabled: '1', required: true, acceptedPattern: '*', patternId: 2, minLength: '4', maxLength: 16, type: 'text' } },
  resources: [
    { resourceType: 'APK', url: 'abc12345678', labelNameEn: 'Android' },
    { resourceType: 'IOS', url: 'x' },
  ],
  mainDomain: 'bdplay.example',
  currency: 'BDT',
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
const settle = (p: () => Promise<unknown>): Promise<Outcome> =>
  Promise.resolve()
    .then(p)
    .then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );

/** True when the outcome is the documented shape, or the one allowed failure. */
function acceptable(outcome: Outcome, shape: Check): boolean {
  if (outcome.ok) return shape(outcome.value);
  return outcome.error instanceof ApiError && outcome.error.errorCode === clientErrorCodes.invalidResponse;
}

const explain = (outcome: Outcome) => (outcome.ok ? `resolved with ${describeValue(outcome.value)}` : `rejected with ${String(outcome.error)}`);

describe('every API call, fed hostile answers', () => {
  it.each(cases)('$name resolves to its shape for the sample', async ({ call, sample, shape }) => {
    answer(sample);
    const outcome = await settle(call);
    if (!outcome.ok || !shape(outcome.value)) expect.fail(explain(outcome));
  });

  it.each(cases)(`$name: the documented shape or client.response.invalid (${RUNS} runs)`, async ({ call, sample, shape }) => {
    await fc.assert(
      fc.asyncProperty(answersLike(sample), async (value) => {
        answer(value);
        const outcome = await settle(call);
        if (!acceptable(outcome, shape)) throw new Error(`${explain(outcome)} for ${describeValue(value)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it(`decodeStartupInfo never throws and returns its shape (${RUNS} runs)`, () => {
    expect(startupInfo(decodeStartupInfo(startupSample))).toBe(true);
    fc.assert(
      fc.property(answersLike(startupSample), (value) => startupInfo(decodeStartupInfo(value))),
      { numRuns: RUNS },
    );
  });
});

describe('every API call, fed deeply nested answers', () => {
  // Far deeper than the stack allows for naive recursion: a decoder must not walk it blindly.
  const DEPTH = 20_000;
  const deep = [nest(DEPTH, (x) => [x]), nest(DEPTH, (x) => ({ list: [x], children: [x], childrenNodes: [x], value: x }))];
  const deepHelp = [nest(DEPTH, (x) => helpEntry(1, [x]), helpEntry(0))];
  const deepStatus = { maintenance: false, info: { whitelabel: [nest(DEPTH, (x) => node('X', [x]), node('Y'))] } };

  it.each(cases)('$name', async ({ name, call, shape }) => {
    const values = [...deep, ...(name.startsWith('help.') ? [deepHelp] : []), ...(name.startsWith('system.') ? [deepStatus] : [])];
    for (const value of values) {
      answer(value);
      const outcome = await settle(call);
      if (!acceptable(outcome, shape)) expect.fail(explain(outcome));
    }
  });
});
