import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../db/seed.ts';
import { hashPasswordSync, NO_PASSWORD } from '../../lib/passwords.ts';
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
 * password that is no longer the password. Each test starts the request, makes the change while
 * the request awaits its hash (everything up to the first await runs at the call), then lets it
 * finish.
 */

let db: Db;
let merchant: Merchant;
beforeAll(() => {
  db = openDb(':memory:');
  migrate(db);
  seed(db);
  merchant = findMerchant(db, 'bdm01')!;
});
afterAll(() => db.close());

let serial = 0;
function member(passwordHash: string): { id: number; username: string } {
  serial += 1;
  const username = `race${serial}`;
  const { lastInsertRowid } = db.prepare(
    "INSERT INTO members (merchant, username, password_hash, reg_date) VALUES ('bdm01', ?, ?, '2024-01-01T00:00:00.000Z')",
  ).run(username, passwordHash);
  return { id: Number(lastInsertRowid), username };
}

/**
 * Lets the pending request run up to its next hash: a scrypt hash takes milliseconds on the
 * thread pool, far longer than one turn of the event loop.
 */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What a password change or phone reset does to the member's row and sessions. */
function passwordChanged(memberId: number, password: string): void {
  setPasswordHash(db, memberId, hashPasswordSync(password));
  dropTemporaryPassword(db, memberId);
  endAllSessions(db, memberId);
}

const deps = (): LoginDeps => ({ db, guards: createGuards(CONTRACT_LIMITS), merchant, ip: '198.51.100.7', captchaId: undefined });
const input = (username: string, password: string) =>
  ({ username, password, captcha: '', type: 'username', countryDialingCode: '', loginDeviceId: `device-${username}` });
const sessions = (memberId: number): number =>
  (db.prepare('SELECT count(*) AS n FROM sessions WHERE member_id = ?').get(memberId) as { n: number }).n;

describe('a password change while a request waits on its hash', () => {
  it('a login with the old password gets no session', async () => {
    const { id, username } = member(hashPasswordSync('first123'));
    const pending = login(deps(), input(username, 'first123'));
    await nextTurn();
    passwordChanged(id, 'second12');
    await expect(pending).rejects.toMatchObject({ errorCode: 'login.credentials.invalid' });
    expect(sessions(id)).toBe(0);
  });

  it('a login with a temporary password neither gets a session nor undoes the change', async () => {
    // No password of its own: the login goes straight to the temporary one's hash, where the change lands.
    const { id, username } = member(NO_PASSWORD);
    saveTemporaryPassword(db, id, hashPasswordSync('Temp12345x'));
    const pending = login(deps(), input(username, 'Temp12345x'));
    await nextTurn();
    passwordChanged(id, 'second12');
    const changedHash = findMemberByUsername(db, 'bdm01', username)?.passwordHash;
    await expect(pending).rejects.toMatchObject({ errorCode: 'login.credentials.invalid' });
    expect(findMemberByUsername(db, 'bdm01', username)?.passwordHash).toBe(changedHash);
    expect(sessions(id)).toBe(0);
  });

  it('another change of the old password is refused, and the first change stands', async () => {
    const { id, username } = member(hashPasswordSync('first123'));
    const before = findMemberByUsername(db, 'bdm01', username)!;
    const pending = changePassword(db, createGuards(CONTRACT_LIMITS), before,
      { oldPassword: 'first123', newPassword: 'third123', confirmNewPassword: 'third123' });
    await nextTurn();
    passwordChanged(id, 'second12');
    const changedHash = findMemberByUsername(db, 'bdm01', username)?.passwordHash;
    await expect(pending).rejects.toMatchObject({ errorCode: 'password.old.incorrect' });
    expect(findMemberByUsername(db, 'bdm01', username)?.passwordHash).toBe(changedHash);
    expect(sessions(id)).toBe(0);
  });

  it('without a change, both go through as before', async () => {
    const { username } = member(hashPasswordSync('first123'));
    await expect(login(deps(), input(username, 'first123'))).resolves.toMatchObject({ userName: username });
    const current = findMemberByUsername(db, 'bdm01', username)!;
    await expect(changePassword(db, createGuards(CONTRACT_LIMITS), current,
      { oldPassword: 'first123', newPassword: 'second12', confirmNewPassword: 'second12' })).resolves.toMatchObject({ token: expect.any(String) });
  });
});
