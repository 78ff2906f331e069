import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../db/seed.ts';
import { hashPasswordSync, NO_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import { createGuards, CONTRACT_LIMITS } from '../limits/guards.ts';
import { findMerchant, type Merchant } from '../merchants/merchants.ts';
import { login, type LoginDeps } from './login.ts';
import { saveTemporaryPassword } from './temporary-password.ts';

/**
 * Issue 19, point 10: a login's time must not tell whether an e-mailed temporary password is
 * pending (nor whether the username exists, nor whether the member has a password at all). Time
 * is measured as work: the scrypt calls one login makes, counted where node:crypto runs them.
 */

const scrypts = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return {
    ...real,
    scrypt: (...args: Parameters<typeof real.scrypt>) => {
      scrypts.count += 1;
      return real.scrypt(...args);
    },
  };
});

let db: Db;
let merchant: Merchant;
beforeAll(async () => {
  db = openDb(':memory:');
  migrate(db);
  seed(db);
  merchant = findMerchant(db, 'bdm01')!;
  await verifyPassword('warm-up', NO_PASSWORD); // the stand-in hash is made once, on first use
});
afterAll(() => db.close());

let serial = 0;
function member(passwordHash: string, temporary?: string): string {
  serial += 1;
  const username = `timing${serial}`;
  const { lastInsertRowid } = db
    .prepare("INSERT INTO members (merchant, username, password_hash, reg_date) VALUES ('bdm01', ?, ?, '2024-01-01T00:00:00.000Z')")
    .run(username, passwordHash);
  if (temporary) saveTemporaryPassword(db, Number(lastInsertRowid), hashPasswordSync(temporary));
  return username;
}

/** The scrypt calls of one login, whatever it answered. */
async function hashesOf(username: string, password: string): Promise<number> {
  const deps: LoginDeps = { db, guards: createGuards(CONTRACT_LIMITS), merchant, ip: '198.51.100.9', captchaId: undefined };
  serial += 1;
  const input = { username, password, captcha: '', type: 'username', countryDialingCode: '', loginDeviceId: `device-${serial}` };
  const before = scrypts.count;
  await login(deps, input).catch(() => undefined);
  return scrypts.count - before;
}

describe('login work is the same whether or not a temporary password is pending (issue 19, point 10)', () => {
  // About 25 scrypt hashes: give a shared, busy machine time.
  it('every case hashes the same number of times', { timeout: 30_000 }, async () => {
    const password = hashPasswordSync('right123');
    const cases = {
      'unknown username': await hashesOf('nobody-here', 'right123'),
      'wrong password, nothing pending': await hashesOf(member(password), 'wrong123'),
      'wrong password, temporary pending': await hashesOf(member(password, 'Temp12345x'), 'wrong123'),
      'right password, nothing pending': await hashesOf(member(password), 'right123'),
      'right password, temporary pending': await hashesOf(member(password, 'Temp12345x'), 'right123'),
      'the temporary password': await hashesOf(member(password, 'Temp12345x'), 'Temp12345x'),
      'a member without a password': await hashesOf(member(NO_PASSWORD), 'right123'),
    };
    expect(cases).toEqual(Object.fromEntries(Object.keys(cases).map((name) => [name, 2])));
  });
});
