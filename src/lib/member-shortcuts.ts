// The member centre's shortcut table (specification §2 "Member centre") as data, and its gates as
// pure functions: which shortcuts a member sees, in the table's order, with their targets and
// bubbles. Texts and icons live with the page; this module knows only rules.

import { agentAccess } from './agent-access';
import { paths, type AppPath } from './paths';

/** "Superior transfer" is not for this member type (specification §3). */
const NO_UPLINE_TRANSFER_TYPE = 2;

export interface ShortcutContext {
  /** White-label switches that are on (state/config `switches`). */
  switches: Readonly<Record<string, true | undefined>>;
  /** Null for a guest: gates that depend on the member stay closed. */
  memberType: number | null;
  toUpline: boolean;
  /** A running promotion of type REFERRAL exists (docs/member-area.md, Decisions). */
  referralEnabled: boolean;
  /** A running promotion of type MISSION exists. */
  missionEnabled: boolean;
  /** The VIP benefits switch (VIPBENEFIT3). */
  vipBenefits: boolean;
  /** Started from the home screen or installed as a PWA. */
  standalone: boolean;
  /** Running inside our app shell. */
  inApp: boolean;
}

/** Dialogs and outside links the page opens itself; anything else is an in-app path. */
export type ShortcutTarget = AppPath | 'referral' | 'referralLinks' | 'service' | 'download';
export type ShortcutBubble = 'promotions' | 'missions' | 'mail';

type Gate = (c: ShortcutContext) => boolean;
const on =
  (key: string): Gate =>
  (c) =>
    c.switches[key] === true;

interface Row {
  key: string;
  target: ShortcutTarget;
  bubble?: ShortcutBubble;
  /** Without a gate the row is always shown. */
  gate?: Gate;
}

/** The table, in its order. Its keys are the one list of shortcuts: the page's labels and icons
 *  are maps keyed by `ShortcutKey`, so a row added here without them fails `tsc`. */
const table = [
  { key: 'deposit', target: paths.voucherCenter },
  { key: 'withdraw', target: paths.withdraw },
  { key: 'rewardCenter', target: paths.rewardCenter, bubble: 'promotions' },
  { key: 'inviteFriends', target: 'referral', gate: (c) => c.referralEnabled },
  { key: 'securityCenter', target: paths.securityCenter },
  { key: 'referralLinks', target: 'referralLinks' },
  { key: 'agentCentre', target: paths.agent, gate: (c) => agentAccess(c.memberType) === 'open' }, // the types the agent home lets in
  { key: 'depositRecord', target: paths.depositRecord, gate: on('DEPRECM3') },
  { key: 'withdrawRecord', target: paths.withdrawRecord, gate: on('WITHREC3') },
  { key: 'profitAndLoss', target: paths.profitAndLoss, gate: on('PERSREP') },
  { key: 'missions', target: paths.leaderBoard, bubble: 'missions', gate: (c) => c.missionEnabled },
  { key: 'accountRecord', target: paths.transactionRecord, gate: on('TRANSREC3') },
  { key: 'bettingRecord', target: paths.gameRecord, gate: on('TRANSBETREPMEM3') },
  {
    key: 'uplineTransfer',
    target: paths.uplineTransfer,
    gate: (c) => on('UPLINETRANS3')(c) && c.toUpline && c.memberType !== null && c.memberType !== NO_UPLINE_TRANSFER_TYPE,
  },
  { key: 'manualRebate', target: paths.manualRebate, gate: on('MANPLAYREB3') },
  { key: 'myRebate', target: paths.rebateReport, gate: on('PLYRBT') },
  { key: 'mail', target: paths.webEmail, bubble: 'mail', gate: on('MAILCEN') },
  { key: 'service', target: 'service' },
  { key: 'appDownload', target: 'download', gate: (c) => !c.inApp && !c.standalone },
  { key: 'feedback', target: paths.feedback, gate: on('FEEDBACK3') },
  { key: 'vip', target: paths.benefits, gate: (c) => c.vipBenefits },
] as const satisfies readonly Row[];

export type ShortcutKey = (typeof table)[number]['key'];

export interface Shortcut {
  key: ShortcutKey;
  target: ShortcutTarget;
  bubble?: ShortcutBubble;
}

/** The shortcuts this member (or guest) sees, in the table's order. */
export function visibleShortcuts(ctx: ShortcutContext): Shortcut[] {
  // `as const` gave each row a type of its own; this is the table as one row type again.
  const rows: ReadonlyArray<Shortcut & { gate?: Gate }> = table;
  return rows.filter((row) => !row.gate || row.gate(ctx)).map(({ key, target, bubble }) => (bubble ? { key, target, bubble } : { key, target }));
}

/** How long the contact_service toast shows (specification §8). */
export const CONTACT_SERVICE_TOAST_MS = 2000;

/** Inviting friends (specification §6, §8): a guest logs in first; without a running referral
 *  promotion the player is told to contact customer service (the contact_service toast, 2 s).
 *  Shared by the member centre and /m/inviteFriends. */
export function inviteGate(signedIn: boolean, referralEnabled: boolean): 'login' | 'contactService' | 'open' {
  if (!signedIn) return 'login';
  return referralEnabled ? 'open' : 'contactService';
}

/** Where the profile tap goes (specification §2): the VIP benefits when they are on. */
export const profileTarget = (vipBenefits: boolean): AppPath => (vipBenefits ? paths.benefits : paths.mine);
