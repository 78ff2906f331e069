import type { Db } from '../../db/connection.ts';
import type { Phone } from '../sms/phone.ts';
import { changeBalance } from '../wallet/ledger.ts';

/** A member row as the modules use it (docs/accounts.md; migration 002). */
export interface Member {
  id: number;
  merchant: string;
  username: string;
  passwordHash: string;
  /** 0 member, 1/2/41/42 agents, 4 trial, 40 non-agent. */
  type: number;
  dialingCode: string | null;
  mobile: string | null;
  email: string | null;
  nickname: string | null;
  uplineId: number | null;
  regDate: string;
  lastLoginAt: number | null;
  disabled: boolean;
  balanceMinor: number;
  /** Withdrawals on their way out (migration 020): not spendable, not in sumBalance. */
  frozenMinor: number;
  /** VIP 0–9 (migration 009; the member club). */
  vipLevel: number;
}

export const TRIAL_TYPE = 4;

const COLUMNS = `id, merchant, username, password_hash AS passwordHash, type, dialing_code AS dialingCode,
  mobile, email, nickname, upline_id AS uplineId, reg_date AS regDate, last_login_at AS lastLoginAt,
  disabled, balance_minor AS balanceMinor, frozen_minor AS frozenMinor, vip_level AS vipLevel`;

type MemberRow = Omit<Member, 'disabled'> & { disabled: number };

function toMember(row: unknown): Member | undefined {
  const r = row as MemberRow | undefined;
  return r ? { ...r, disabled: r.disabled === 1 } : undefined;
}

/** Usernames are unique per merchant regardless of case (demo01 = DEMO01). */
export function findMemberByUsername(db: Db, merchant: string, username: string): Member | undefined {
  return toMember(db.prepare(`SELECT ${COLUMNS} FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE`).get(merchant, username));
}

export function findMemberByPhone(db: Db, merchant: string, phone: Phone): Member | undefined {
  return toMember(
    db
      .prepare(`SELECT ${COLUMNS} FROM members WHERE merchant = ? AND dialing_code = ? AND mobile = ?`)
      .get(merchant, phone.dialingCode, phone.mobile),
  );
}

export function findMemberById(db: Db, id: number): Member | undefined {
  return toMember(db.prepare(`SELECT ${COLUMNS} FROM members WHERE id = ?`).get(id));
}

/** The member whose invitation code this is (case-insensitive), if enabled. */
export function findByAffiliateCode(db: Db, merchant: string, code: string): { id: number; code: string } | undefined {
  return db
    .prepare(
      `SELECT id, affiliate_code AS code FROM members
              WHERE merchant = ? AND affiliate_code = ? COLLATE NOCASE AND disabled = 0`,
    )
    .get(merchant, code) as { id: number; code: string } | undefined;
}

export interface NewMember {
  merchant: string;
  username: string;
  passwordHash: string;
  type: number;
  phone: Phone | null;
  email: string | null;
  nickname: string | null;
  payeeName: string | null;
  extra: Record<string, string>;
  uplineId: number | null;
  registerMethod: string;
  registerUrl: string;
  registerDomain: string;
  regDate: string;
  balanceMinor: number;
}

/** A new member starts at 0; a starting balance (a trial's credit) is its `opening` ledger row. */
export function insertMember(db: Db, m: NewMember): number {
  return db
    .transaction((): number => {
      const id = insertMemberRow(db, m);
      if (m.balanceMinor !== 0) changeBalance(db, id, 'opening', m.balanceMinor, 'opening');
      return id;
    })
    .immediate();
}

function insertMemberRow(db: Db, m: NewMember): number {
  const result = db
    .prepare(
      `INSERT INTO members (merchant, username, password_hash, type, dialing_code, mobile, email, nickname,
       payee_name, extra, upline_id, register_method, register_url, register_domain, reg_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m.merchant,
      m.username,
      m.passwordHash,
      m.type,
      m.phone?.dialingCode ?? null,
      m.phone?.mobile ?? null,
      m.email,
      m.nickname,
      m.payeeName,
      JSON.stringify(m.extra),
      m.uplineId,
      m.registerMethod,
      m.registerUrl,
      m.registerDomain,
      m.regDate,
    );
  return Number(result.lastInsertRowid);
}

export function setPasswordHash(db: Db, memberId: number, passwordHash: string): void {
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(passwordHash, memberId);
}

export function markLoggedIn(db: Db, memberId: number, at: number): void {
  db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?').run(at, memberId);
}
