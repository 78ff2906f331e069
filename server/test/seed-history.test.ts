import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed.ts';
import { DEMO01_BALANCE_MINOR } from '../src/db/seed-money-history.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { DAY_MS } from '../src/modules/wallet/dhaka-day.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/** The seed's money history (docs/money.md, "Seed history"): real records, exact balances, a clean audit. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const one = <T>(sql: string, ...params: unknown[]): T => server.db.prepare(sql).get(...params) as T;
const idOf = (username: string) => one<{ id: number }>("SELECT id FROM members WHERE merchant = 'bdm01' AND username = ?", username).id;

describe('seed history', () => {
  it('ends demo01 at its documented balance with a clean audit, every row in the last 30 days', () => {
    expect(auditLedger(server.db).problems).toEqual([]);
    const demo = idOf('demo01');
    expect(one<{ b: number; t: number }>('SELECT balance_minor AS b, turnover_minor AS t FROM members WHERE id = ?', demo)).toEqual({
      b: DEMO01_BALANCE_MINOR,
      t: 0,
    });
    const span = one<{ first: number; last: number }>(
      'SELECT min(created_at) AS first, max(created_at) AS last FROM ledger WHERE member_id = ?',
      demo,
    );
    expect(span.first).toBeGreaterThan(Date.now() - 32 * DAY_MS);
    expect(span.last).toBeLessThanOrEqual(Date.now());
  });

  it('gives demo01 deposits in each state, ~150 bets over several categories, accruals partly claimed', () => {
    const demo = idOf('demo01');
    const states = server.db.prepare('SELECT state, count(*) AS n FROM deposits WHERE member_id = ? GROUP BY state ORDER BY state').all(demo);
    expect(states).toEqual([
      { state: 'FAILED', n: 2 },
      { state: 'PENDING', n: 1 },
      { state: 'SUCCESS', n: 6 },
    ]);
    const bets = one<{ n: number; c: number }>('SELECT count(*) AS n, count(DISTINCT category) AS c FROM bets WHERE member_id = ?', demo);
    expect(bets.n).toBe(150);
    expect(bets.c).toBeGreaterThan(2);
    const claims = one<{ n: number }>("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type = 'rebate'", demo).n;
    expect(claims).toBe(1);
    const accruals = one<{ claimed: number; open: number }>(
      `SELECT sum(claimed_minor > 0) AS claimed, sum(stake_minor * rate_bp / 10000 > claimed_minor) AS open FROM rebate_accruals WHERE member_id = ?`,
      demo,
    );
    expect(accruals.claimed).toBeGreaterThan(0);
    expect(accruals.open).toBeGreaterThan(0);
  });

  it('gives demo01 withdrawals in each state on its timeline: frozen = the open ones, the rejected one returned', () => {
    const demo = idOf('demo01');
    const states = server.db.prepare('SELECT state, count(*) AS n FROM withdrawals WHERE member_id = ? GROUP BY state ORDER BY state').all(demo);
    expect(states).toEqual([
      { state: 'APPROVED', n: 1 },
      { state: 'PAID', n: 2 },
      { state: 'PENDING', n: 1 },
      { state: 'REJECTED', n: 1 },
    ]);
    expect(one<{ f: number }>('SELECT frozen_minor AS f FROM members WHERE id = ?', demo).f).toBe(3_000_00);
    // Each freeze is a ledger row at the withdrawal's own time, not the seeding's.
    const late = one<{ n: number }>(
      `SELECT count(*) AS n FROM withdrawals w JOIN ledger l ON l.member_id = w.member_id AND l.reference = 'withdrawal:' || w.order_no
       WHERE w.member_id = ? AND l.type = 'withdrawal_freeze' AND l.created_at <> w.created_at`,
      demo,
    ).n;
    expect(late).toBe(0);
  });

  it("gives agent01's members deposits and bets; rahim2024 keeps ৳2,400 of turnover", () => {
    expect(one<{ t: number }>('SELECT turnover_minor AS t FROM members WHERE id = ?', idOf('rahim2024')).t).toBe(240_000);
    const team = one<{ n: number }>(
      'SELECT count(DISTINCT b.member_id) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.upline_id = ?',
      idOf('agent01'),
    ).n;
    expect(team).toBeGreaterThan(5);
  });

  it('a re-seed writes no history twice', () => {
    const before = one<{ n: number }>('SELECT count(*) AS n FROM ledger').n;
    seed(server.db);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM ledger').n).toBe(before);
    expect(auditLedger(server.db).problems).toEqual([]);
  });
});
