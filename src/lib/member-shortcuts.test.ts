// The member-centre shortcut table (specification §2): every gate both ways, the order, the
// targets and bubbles, the invite rule and the profile tap.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { inviteGate, profileTarget, visibleShortcuts, type ShortcutContext, type ShortcutKey } from './member-shortcuts';

const ALL_SWITCHES = [
  'DEPRECM3',
  'WITHREC3',
  'PERSREP',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'UPLINETRANS3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
];

/** An agent with an upline, every switch and promotion on, in a browser tab: every row shows. */
const open: ShortcutContext = {
  switches: Object.fromEntries(ALL_SWITCHES.map((k) => [k, true])),
  memberType: 1,
  toUpline: true,
  referralEnabled: true,
  missionEnabled: true,
  vipBenefits: true,
  standalone: false,
  inApp: false,
};

const keys = (ctx: ShortcutContext) => visibleShortcuts(ctx).map((s) => s.key);
const without = (key: string): ShortcutContext => {
  const switches: Record<string, true> = { ...open.switches } as Record<string, true>;
  delete switches[key];
  return { ...open, switches };
};

describe('the member-centre shortcuts', () => {
  it('lists every row of the table, in order, with its target and bubble', () => {
    expect(visibleShortcuts(open)).toEqual([
      { key: 'deposit', target: '/m/voucherCenter' },
      { key: 'withdraw', target: '/m/withdraw' },
      { key: 'rewardCenter', target: '/m/rewardCenter', bubble: 'promotions' },
      { key: 'inviteFriends', target: 'referral' },
      { key: 'securityCenter', target: '/m/securityCenter' },
      { key: 'referralLinks', target: 'referralLinks' },
      { key: 'agentCentre', target: '/m/agent' },
      { key: 'depositRecord', target: '/m/vouReport' },
      { key: 'withdrawRecord', target: '/m/withdrawReport' },
      { key: 'profitAndLoss', target: '/m/profitandloss' },
      { key: 'missions', target: '/m/leaderBoard', bubble: 'missions' },
      { key: 'accountRecord', target: '/m/transaction/record' },
      { key: 'bettingRecord', target: '/m/gameRecord' },
      { key: 'uplineTransfer', target: '/m/upLine/transfer' },
      { key: 'manualRebate', target: '/m/member/manualRebate' },
      { key: 'myRebate', target: '/m/member/rebateReport' },
      { key: 'mail', target: '/m/webEmail', bubble: 'mail' },
      { key: 'service', target: 'service' },
      { key: 'appDownload', target: 'download' },
      { key: 'feedback', target: '/m/feedback' },
      { key: 'vip', target: '/m/member/benefits' },
    ]);
  });

  it.each([
    ['depositRecord', 'DEPRECM3'],
    ['withdrawRecord', 'WITHREC3'],
    ['profitAndLoss', 'PERSREP'],
    ['accountRecord', 'TRANSREC3'],
    ['bettingRecord', 'TRANSBETREPMEM3'],
    ['uplineTransfer', 'UPLINETRANS3'],
    ['manualRebate', 'MANPLAYREB3'],
    ['myRebate', 'PLYRBT'],
    ['mail', 'MAILCEN'],
    ['feedback', 'FEEDBACK3'],
  ])('shows %s only while the %s switch is on', (key, sw) => {
    expect(keys(open)).toContain(key);
    expect(keys(without(sw))).not.toContain(key);
    expect(keys(without(sw))).toHaveLength(keys(open).length - 1);
  });

  it.each<[string, Partial<ShortcutContext>]>([
    ['inviteFriends', { referralEnabled: false }],
    ['missions', { missionEnabled: false }],
    ['vip', { vipBenefits: false }],
    ['uplineTransfer', { toUpline: false }],
    ['uplineTransfer', { memberType: 2 }],
    ['appDownload', { standalone: true }],
    ['appDownload', { inApp: true }],
    ['agentCentre', { memberType: 0 }],
    ['agentCentre', { memberType: 4 }],
    ['agentCentre', { memberType: 40 }],
  ])('hides %s when %j', (key, patch) => {
    expect(keys({ ...open, ...patch })).not.toContain(key);
  });

  it.each([1, 2, 3, 41, 42])('shows the agent centre to member type %i', (memberType) => {
    expect(keys({ ...open, memberType })).toContain('agentCentre');
  });

  it('shows a guest the shortcuts that depend on nothing of theirs', () => {
    const guest = keys({ ...open, memberType: null, toUpline: false });
    expect(guest).not.toContain('agentCentre');
    expect(guest).not.toContain('uplineTransfer');
    expect(guest).toContain('deposit');
    expect(guest).toHaveLength(keys(open).length - 2);
  });

  it('keys the rows by their own union, so the label and icon maps of the page name each one', () => {
    // Checked by `tsc`: were the key to widen to `string` (the table losing `as const`), a row
    // without a label or an icon would compile again.
    expectTypeOf<string>().not.toExtend<ShortcutKey>();
    expectTypeOf<'deposit' | 'vip'>().toExtend<ShortcutKey>();
  });

  it('always shows the rows without a gate', () => {
    const closed: ShortcutContext = {
      switches: {},
      memberType: 0,
      toUpline: false,
      referralEnabled: false,
      missionEnabled: false,
      vipBenefits: false,
      standalone: true,
      inApp: true,
    };
    expect(keys(closed)).toEqual(['deposit', 'withdraw', 'rewardCenter', 'securityCenter', 'referralLinks', 'service']);
  });
});

describe('inviting friends', () => {
  it.each([
    [false, true, 'login'],
    [false, false, 'login'],
    [true, false, 'contactService'],
    [true, true, 'open'],
  ] as const)('signed in %s, referral promotion %s: %s', (signedIn, referral, expected) => {
    expect(inviteGate(signedIn, referral)).toBe(expected);
  });
});

it('sends the profile tap to the VIP benefits only when they are on', () => {
  expect(profileTarget(true)).toBe('/m/member/benefits');
  expect(profileTarget(false)).toBe('/m/mine');
});
