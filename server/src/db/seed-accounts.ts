import { hashPasswordSync } from '../lib/passwords.ts';
import { changeBalance } from '../modules/wallet/ledger.ts';
import type { Db } from './connection.ts';
import { historyOwnsOpening } from './seed-money-history.ts';
import { SEED_LAST_LOGIN_MS, seedMembers, type SeedMember } from './seed-data/members.ts';

type Run = (sql: string, ...params: unknown[]) => void;

/** Demo passwords are public, and hashing is the slow part of seeding: a password seeded twice
 *  (bdm02's accounts reuse bdm01's) is hashed once per process, as the team's shared one is. */
const demoHashes = new Map<string, string>();
function demoHash(password: string): string {
  const hash = demoHashes.get(password) ?? hashPasswordSync(password);
  demoHashes.set(password, hash);
  return hash;
}

/**
 * Demo members, inside seed()'s transaction. A member that exists is skipped
 * before its password is hashed (hashing is the slow part of seeding). A balance is the new
 * member's `opening` ledger row, so a fresh database passes the audit.
 */
export function seedAccounts(db: Db, merchant: string, run: Run, members: readonly SeedMember[] = seedMembers): void {
  const exists = db.prepare('SELECT 1 FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE');
  for (const m of members) {
    if (exists.get(merchant, m.username)) continue;
    run(
      `INSERT OR IGNORE INTO members (merchant, username, password_hash, type, dialing_code, mobile, email, nickname,
         affiliate_code, upline_id, reg_date, last_login_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?,
         (SELECT id FROM members WHERE merchant = ? AND username = ?), ?, ?)`,
      merchant,
      m.username,
      demoHash(m.password),
      m.type,
      m.dialingCode ?? null,
      m.mobile ?? null,
      m.email ?? null,
      m.nickname ?? null,
      m.affiliateCode ?? null,
      merchant,
      m.upline ?? null,
      m.regDate,
      SEED_LAST_LOGIN_MS,
    );
    const { id } = db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').get(merchant, m.username) as { id: number };
    if (m.paymentPassword) {
      run('INSERT INTO payment_passwords (member_id, hash, updated_at) VALUES (?, ?, ?)', id, hashPasswordSync(m.paymentPassword), Date.now());
    }
    // A member with a money history gets its opening row there, 30 days back (seed-money-history.ts).
    if (m.balanceMinor !== 0 && !historyOwnsOpening(m.username)) changeBalance(db, id, 'opening', m.balanceMinor, 'opening');
  }
}
