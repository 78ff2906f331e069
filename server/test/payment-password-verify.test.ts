import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../src/db/connection.ts';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { PAYMENT_PASSWORD_LOCK_MS, verifyPaymentPassword } from '../src/modules/payment-password/verify.ts';
import { copySeededDb } from './seeded-db.ts';

/**
 * verifyPaymentPassword, the check every money call will use (docs/money.md, "Payment password"):
 * 5 wrong in a row lock it for 3 hours, counted in the database before the hash.
 */

// Counts the hashes the check computes against a stored payment password.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      hashes.count++;
      return real.verifyPassword(password, stored);
    },
  };
});

let dir: string;
let dbPath: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'payment-verify-'));
  dbPath = join(dir, 'app.db');
  await copySeededDb(dbPath);
  db = openDb(dbPath);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => resetClock());

const HASH = hashPasswordSync('582941');
let nextMember = 1;

/** A member with payment password 582941. */
function memberWithPassword(): { id: number } {
  const { id } = db
    .prepare(`INSERT INTO members (merchant, username, password_hash, reg_date) VALUES ('bdm01', ?, 'scrypt$none', '2024-01-01') RETURNING id`)
    .get(`verify${nextMember++}`) as { id: number };
  db.prepare('INSERT INTO payment_passwords (member_id, hash, updated_at) VALUES (?, ?, 0)').run(id, HASH);
  return { id };
}

const outcome = (promise: Promise<void>): Promise<string> =>
  promise.then(
    () => 'ok',
    (e: { errorCode?: string }) => e.errorCode ?? String(e),
  );

describe('verifyPaymentPassword', () => {
  it('a right one passes; wrong ones carry attemptsLeft; a right one resets the count', async () => {
    const member = memberWithPassword();
    await expect(verifyPaymentPassword(db, member, '582941')).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(db, member, '111112')).rejects.toMatchObject({
      errorCode: 'payment.password.incorrect',
      value: { attemptsLeft: 4 },
    });
    await expect(verifyPaymentPassword(db, member, '111113')).rejects.toMatchObject({ value: { attemptsLeft: 3 } });
    await verifyPaymentPassword(db, member, '582941');
    await expect(verifyPaymentPassword(db, member, '111114')).rejects.toMatchObject({ value: { attemptsLeft: 4 } });
  });

  it('none set: payment.password.required, after a hash all the same', async () => {
    const { id } = db
      .prepare(
        `INSERT INTO members (merchant, username, password_hash, reg_date) VALUES ('bdm01', 'verifynone', 'scrypt$none', '2024-01-01') RETURNING id`,
      )
      .get() as { id: number };
    const before = hashes.count;
    await expect(verifyPaymentPassword(db, { id }, '582941')).rejects.toMatchObject({ errorCode: 'payment.password.required' });
    expect(hashes.count).toBe(before + 1);
  });

  it('20 guesses at once: at most 5 hashed, then locked for 3 hours, even against the right one', async () => {
    const member = memberWithPassword();
    const before = hashes.count;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => outcome(verifyPaymentPassword(db, member, String(200000 + i)))));
    expect(hashes.count - before).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r === 'payment.password.locked').length).toBeGreaterThanOrEqual(15);
    expect(results.every((r) => r === 'payment.password.incorrect' || r === 'payment.password.locked')).toBe(true);
    const error = await verifyPaymentPassword(db, member, '582941').catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'payment.password.locked', status: 429 });
    expect((error as { value: { retryAfter: number } }).value.retryAfter).toBeGreaterThan(3 * 3600 - 60);
    expect(db.prepare('SELECT wrong_attempts AS n FROM payment_passwords WHERE member_id = ?').get(member.id)).toEqual({ n: 5 });
  });

  it('5 wrong in a row lock it; the lockout survives a restart and ends after 3 hours with a fresh count', async () => {
    const member = memberWithPassword();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(await outcome(verifyPaymentPassword(db, member, `30000${i}`)));
    expect(answers).toEqual([...Array(4).fill('payment.password.incorrect'), 'payment.password.locked']);

    // A restart: a new connection and a fresh module state; nothing in memory carried over.
    db.close();
    db = openDb(dbPath);
    vi.resetModules();
    const reloaded = await import('../src/modules/payment-password/verify.ts');
    const clock = await import('../src/lib/clock.ts');
    expect(await outcome(reloaded.verifyPaymentPassword(db, member, '582941'))).toBe('payment.password.locked');

    clock.shiftClock(PAYMENT_PASSWORD_LOCK_MS + 1000);
    await expect(reloaded.verifyPaymentPassword(db, member, '400000')).rejects.toMatchObject({ value: { attemptsLeft: 4 } });
    await expect(reloaded.verifyPaymentPassword(db, member, '582941')).resolves.toBeUndefined();
    clock.resetClock();
  });

  it('slots held by checks lost to a crash do not lock it for ever', async () => {
    const member = memberWithPassword();
    // Five checks took their slots and never finished (the process died during the hashes).
    db.prepare('UPDATE payment_passwords SET wrong_attempts = 5 WHERE member_id = ?').run(member.id);
    expect(await outcome(verifyPaymentPassword(db, member, '582941'))).toBe('payment.password.locked');
    shiftClock(PAYMENT_PASSWORD_LOCK_MS + 1000);
    await expect(verifyPaymentPassword(db, member, '582941')).resolves.toBeUndefined();
  });
});
