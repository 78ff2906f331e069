import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../db/seed.ts';
import { hashPasswordSync } from '../../lib/passwords.ts';
import { createGuards, CONTRACT_LIMITS } from '../limits/guards.ts';
import { findMerchant, type Merchant } from '../merchants/merchants.ts';
import { endAllSessions } from '../session/sessions.ts';
import { changePassword } from './change-password.ts';
import { login, type LoginDeps } from './login.ts';
import { findMemberByUsername, setPasswordHash } from './members.ts';
import { dropTemporaryPassword, saveTemporaryPassword } from './temporary-password.ts';

/**
 * A password check takes a scrypt hash (about 40 ms on the thread pool). A password change that
 * commits while a login or another change waits on its hash must win: the request checked a
 * password that is no longer the password. To make the change land inside that wait every time,
 * verifyPassword is held after hashing against one chosen stored hash until the test releases it.
 */

const held = vi.hoisted(() => ({ hash: '', reached: (): void => {}, until: Promise.resolve() }));
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string): Promise<boolean> => {
      const matches = await real.verifyPassword(password, stored);
      if (stored === held.hash) {
        held.reached();
        await held.until;
      }
      return matches;
    },
  };
});

/** Holds checks against `hash` after hashing until `release`; `reached` says one is waiting. */
function hold(hash: string): { reached: Promise<void>; release: () => void } {
  let release = (): void => {};
  held.hash = hash;
  held.until = new Promise((resolve) => {
    release = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    held.reached = resolve;
  });
  return { reached, release };
}

let db: Db;
let merchant: Merchant;
beforeAll(() => {
  db = openDb(':memory:');
  migrate(db);
  seed(db);
  merchant = findMerchant(db, 'bdm01')!;
});
afterAll(() => db.close());
beforeEach(() => {
  held.hash = '';
});

let serial = 0;
function member(passwordHash: string): { id: number; username: string } {
  serial += 1;
  const username = `race${serial}`;
  const { lastInsertRowid } = db
    .prepare("INSERT INTO members (merchant, username, password_hash, reg_date) VALUES ('bdm01', ?, ?, '2024-01-01T00:00:00.000Z')")
    .run(username, passwordHash);
  return { id: Number(lastInsertRowid), username };
}

/** What a password change or phone reset does to the member's row and sessions. */
function passwordChanged(memberId: number, password: string): void {
  setPasswordHash(db, memberId, hashPasswordSync(password));
  dropTemporaryPassword(db, memberId);
  endAllSessions(db, memberId);
}

const deps = (): LoginDeps => ({ db, guards: createGuards(CONTRACT_LIMITS), merchant, ip: '198.51.100.7', captchaId: undefined });
const input = (username: string, password: string) => ({
  username,
  password,
  captcha: '',
  type: 'username',
  countryDialingCode: '',
  loginDeviceId: `device-${username}`,
});
const sessions = (memberId: number): number =>
  (db.prepare('SELECT count(*) AS n FROM sessions WHERE member_id = ?').get(memberId) as { n: number }).n;

describe('a password change while a request waits on its hash', () => {
  it('a login with the old password gets no session', async () => {
    const hash = hashPasswordSync('first123');
    const { id, username } = member(hash);
    const { reached, release } = hold(hash);
    const pending = login(deps(), input(username, 'first123'));
    await reached;
    passwordChanged(id, 'second12');
    release();
    await expect(pending).rejects.toMatchObject({ errorCode: 'login.credentials.invalid' });
    expect(sessions(id)).toBe(0);
  });

  it('a login with a temporary password neither gets a session nor undoes the change', async () => {
    const { id, username } = member(hashPasswordSync('first123'));
    const temporary = hashPasswordSync('Temp12345x');
    saveTemporaryPassword(db, id, temporary);
    const { reached, release } = hold(temporary);
    // The login tries the password first, then reads the temporary one and checks it.
    const pending = login(deps(), input(username, 'Temp12345x'));
    await reached;
    passwordChanged(id, 'second12');
    release();
    const changedHash = findMemberByUsername(db, 'bdm01', username)?.passwordHash;
    await expect(pending).rejects.toMatchObject({ errorCode: 'login.credentials.invalid' });
    expect(findMemberByUsername(db, 'bdm01', username)?.passwordHash).toBe(changedHash);
    expect(sessions(id)).toBe(0);
  });

  it('another change of the old password is refused, and the first change stands', async () => {
    const hash = hashPasswordSync('first123');
    const { id, username } = member(hash);
    const before = findMemberByUsername(db, 'bdm01', username)!;
    const { reached, release } = hold(hash);
    const pending = changePassword(db, createGuards(CONTRACT_LIMITS), before, {
      oldPassword: 'first123',
      newPassword: 'third123',
      confirmNewPassword: 'third123',
    });
    await reached;
    passwordChanged(id, 'second12');
    release();
    const changedHash = findMemberByUsername(db, 'bdm01', username)?.passwordHash;
    await expect(pending).rejects.toMatchObject({ errorCode: 'password.old.incorrect' });
    expect(findMemberByUsername(db, 'bdm01', username)?.passwordHash).toBe(changedHash);
    expect(sessions(id)).toBe(0);
  });

  it('without a change, both go through as before', async () => {
    const { username } = member(hashPasswordSync('first123'));
    await expect(login(deps(), input(username, 'first123'))).resolves.toMatchObject({ userName: username });
    const current = findMemberByUsername(db, 'bdm01', username)!;
    await expect(
      changePassword(db, createGuards(CONTRACT_LIMITS), current, {
        oldPassword: 'first123',
        newPassword: 'second12',
        confirmNewPassword: 'second12',
      }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });
});
