import type { SmsSent } from '../../../../contract/accounts.ts';
import type { AddPayoutAccountBody, PayoutAccount, PayoutAccounts, PayoutType } from '../../../../contract/withdraw.ts';
import type { Db } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { RuleError } from '../rule-error.ts';
import { PAYOUT_ACCOUNT_MAX } from '../security-centre/security-config.ts';
import { checkSmsCode, sendSmsCode, SMS_CODE_MINUTES, takeNumberSlot, useSmsCode } from '../sms/codes.ts';
import type { Phone } from '../sms/phone.ts';
import { requireSwitch } from '../whitelabel/switches.ts';
import { bankList, bankName, isBank } from './banks.ts';
import { foldName, realNameOf, tidyName } from './real-name.ts';

/**
 * Payout accounts (docs/money.md, "Security centre"): where withdrawals are paid, at most 5 per
 * member, each in the member's real name, added with an SMS code to the bound number (a stolen
 * session alone cannot add the thief's account) and removed without one, unless a withdrawal to
 * it is still open. Every query is bound to the session's member.
 */

export const PAYOUT_TYPES: readonly PayoutType[] = ['BKASH', 'NAGAD', 'ROCKET', 'UPAY', 'BANK', 'USDT_TRC20'];
const MOBILE = /^01[3-9][0-9]{8}$/;
const ROCKET = /^01[3-9][0-9]{8}[0-9]?$/;
const BANK_ACCOUNT = /^[0-9]{10,17}$/;
const ROUTING = /^[0-9]{9}$/;
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

export interface PayoutAccountRow {
  id: number;
  memberId: number;
  type: PayoutType;
  accountNo: string;
  accountName: string;
  bankCode: string;
  branch: string;
  routingNo: string;
  createdAt: number;
}

const COLUMNS = `id, member_id AS memberId, type, account_no AS accountNo, account_name AS accountName, bank_code AS bankCode,
  branch, routing_no AS routingNo, created_at AS createdAt`;

/** All but the last 4 hidden: enough to recognise, not to copy. */
export const maskAccountNo = (no: string): string => '*'.repeat(Math.max(0, no.length - 4)) + no.slice(-4);

/** An account as the player sees it (`masked`) or as the cashier pays it. */
export function accountView(row: PayoutAccountRow, language: Language, masked = true): PayoutAccount {
  return {
    id: row.id,
    type: row.type,
    accountNo: masked ? maskAccountNo(row.accountNo) : row.accountNo,
    accountName: row.accountName,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode, language),
    branch: row.branch,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function memberAccounts(db: Db, memberId: number): PayoutAccountRow[] {
  return db.prepare(`SELECT ${COLUMNS} FROM payout_accounts WHERE member_id = ? ORDER BY id`).all(memberId) as PayoutAccountRow[];
}

/** The member's own account; another member's is payout.account.not.found, the same as none. */
export function memberAccount(db: Db, memberId: number, id: number): PayoutAccountRow {
  const row = db.prepare(`SELECT ${COLUMNS} FROM payout_accounts WHERE id = ? AND member_id = ?`).get(id, memberId) as PayoutAccountRow | undefined;
  if (!row) throw new RuleError('payout.account.not.found');
  return row;
}

export const countAccounts = (db: Db, memberId: number): number =>
  (db.prepare('SELECT count(*) AS n FROM payout_accounts WHERE member_id = ?').get(memberId) as { n: number }).n;

function accountHolder(db: Db, member: Member): void {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  requireSwitch(db, member.merchant, 'SECPRIV');
}

/** GET /wps/member/payoutAccounts. */
export function listPayoutAccounts(db: Db, member: Member, language: Language): PayoutAccounts {
  accountHolder(db, member);
  return {
    list: memberAccounts(db, member.id).map((row) => accountView(row, language)),
    max: PAYOUT_ACCOUNT_MAX,
    realName: realNameOf(db, member.id),
    banks: bankList(language),
  };
}

function boundPhone(member: Member): Phone {
  if (!member.dialingCode || !member.mobile) throw new RuleError('member.mobile.not.found');
  return { dialingCode: member.dialingCode, mobile: member.mobile };
}

/** POST /wps/member/payoutAccount/sms: the code that confirms an addition, to the bound number. */
export function sendPayoutCode(db: Db, guards: Guards, merchant: Merchant, member: Member, language: Language): SmsSent {
  accountHolder(db, member);
  const phone = boundPhone(member);
  takeNumberSlot(guards, merchant.code, phone, 'payout');
  sendSmsCode(db, merchant, phone, 'payout', language);
  return { expiredMinutes: SMS_CODE_MINUTES };
}

type AddInput = Record<keyof AddPayoutAccountBody, string>;

const invalid = (field: string): RuleError => new RuleError('payout.account.invalid', { field });

/** A number as typed, without spaces or dashes; a mobile number also without its +88. */
const compact = (typed: string): string => typed.replace(/[\s-]+/g, '');
const national = (typed: string): string => compact(typed).replace(/^\+?88(?=01)/, '');

/** The account's stored fields, each checked against its kind's format. */
function readAccount(input: AddInput): Omit<PayoutAccountRow, 'id' | 'memberId' | 'accountName' | 'createdAt'> {
  const type = input.type.trim().toUpperCase() as PayoutType;
  if (!PAYOUT_TYPES.includes(type)) throw invalid('type');
  if (type === 'USDT_TRC20') {
    const accountNo = input.accountNo.trim();
    if (!TRC20.test(accountNo)) throw invalid('accountNo');
    return { type, accountNo, bankCode: '', branch: '', routingNo: '' };
  }
  if (type === 'BANK') {
    const bankCode = input.bankCode.trim().toUpperCase();
    if (!isBank(bankCode)) throw invalid('bankCode');
    const accountNo = compact(input.accountNo);
    if (!BANK_ACCOUNT.test(accountNo)) throw invalid('accountNo');
    const branch = tidyName(input.branch);
    if (branch.length < 2 || branch.length > 60) throw invalid('branch');
    const routingNo = compact(input.routingNo);
    if (routingNo && !ROUTING.test(routingNo)) throw invalid('routingNo');
    return { type, accountNo, bankCode, branch, routingNo };
  }
  const accountNo = national(input.accountNo);
  if (!(type === 'ROCKET' ? ROCKET : MOBILE).test(accountNo)) throw invalid('accountNo');
  return { type, accountNo, bankCode: '', branch: '', routingNo: '' };
}

/** PUT /wps/member/payoutAccount (idempotent). */
export function addPayoutAccount(db: Db, member: Member, input: AddInput, language: Language): PayoutAccount {
  accountHolder(db, member);
  const realName = realNameOf(db, member.id);
  if (!realName) throw new RuleError('member.realname.required');
  const account = readAccount(input);
  const accountName = account.type === 'USDT_TRC20' ? '' : realName;
  if (accountName && input.accountName.trim() && foldName(input.accountName) !== foldName(realName)) throw new RuleError('payout.name.mismatch');
  const phone = boundPhone(member);
  // The code first: "taken" tells whose an account is, so each such answer costs the asker a code.
  checkSmsCode(db, member.merchant, phone, 'payout', input.verificationCode.trim());
  return db
    .transaction((): PayoutAccount => {
      if (countAccounts(db, member.id) >= PAYOUT_ACCOUNT_MAX) throw new RuleError('payout.account.limit');
      const holder = db
        .prepare('SELECT member_id AS memberId FROM payout_accounts WHERE merchant = ? AND type = ? AND bank_code = ? AND account_no = ?')
        .get(member.merchant, account.type, account.bankCode, account.accountNo) as { memberId: number } | undefined;
      if (holder) throw new RuleError(holder.memberId === member.id ? 'payout.account.exists' : 'payout.account.taken');
      useSmsCode(db, member.merchant, phone, 'payout');
      const at = now();
      const inserted = db
        .prepare(
          `INSERT INTO payout_accounts (merchant, member_id, type, account_no, account_name, bank_code, branch, routing_no, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(member.merchant, member.id, account.type, account.accountNo, accountName, account.bankCode, account.branch, account.routingNo, at);
      return accountView({ ...account, id: Number(inserted.lastInsertRowid), memberId: member.id, accountName, createdAt: at }, language);
    })
    .immediate();
}

/** DELETE /wps/member/payoutAccount (idempotent): not while a withdrawal to it is open. */
export function removePayoutAccount(db: Db, member: Member, id: number): null {
  accountHolder(db, member);
  return db
    .transaction((): null => {
      memberAccount(db, member.id, id);
      const open = db.prepare("SELECT 1 FROM withdrawals WHERE payout_account_id = ? AND state IN ('PENDING', 'APPROVED')").get(id);
      if (open) throw new RuleError('payout.account.in.use');
      db.prepare('DELETE FROM payout_accounts WHERE id = ? AND member_id = ?').run(id, member.id);
      return null;
    })
    .immediate();
}
