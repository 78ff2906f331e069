import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { findMemberById, insertMember } from '../src/modules/accounts/members.ts';
import { dayStart } from '../src/modules/wallet/dhaka-day.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Agent contracts (docs/agent-area.md, "Contracts, salaries and dividends"). The attacks: a
 * non-agent; another agent's offer (404, as if missing); an answer twice; a settlement run twice
 * and two at once from separate processes (each pays once); the team of another agent not counted.
 */

const DAILY = '/wps/relay/MCS2_processDailySalContract';
const HOURLY = '/wps/relay/MCS2_processContractHourSalary';
const DIVIDEND = '/wps/relay/MCS2_processDividendReq';
const FLAGS = '/wps/member/info/funds/consolidated';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function cli(...args: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['--db', server.dbPath, ...args], { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

async function signedIn(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

let serial = 0;
/** A member of type `type` under `uplineId`, password secret77. */
function newMember(type: 0 | 1, uplineId: number | null): { id: number; username: string } {
  const username = `ct${String(++serial).padStart(4, '0')}`;
  const id = insertMember(server.db, {
    merchant: 'bdm01',
    username,
    passwordHash: hashPasswordSync('secret77'),
    type,
    phone: { dialingCode: '+880', mobile: `17550${String(serial).padStart(5, '0')}` },
    email: null,
    nickname: null,
    payeeName: '',
    extra: {},
    uplineId,
    registerMethod: 'H5',
    registerUrl: 'test',
    registerDomain: 'test',
    regDate: new Date().toISOString(),
    balanceMinor: 0,
  });
  return { id, username };
}

let bets = 0;
/** A settled bet row at `at` (the settlement reads the bets table only). */
function bet(memberId: number, at: number, stakeTaka: number, payoutTaka = 0): void {
  const n = ++bets;
  server.db
    .prepare(
      `INSERT INTO bets (bet_no, member_id, launch_hash, bet_index, game_ref, game_name_bn, game_name_en, vendor, category,
         stake_minor, pick, draw, payout_minor, placed_at) VALUES (?, ?, ?, 0, 1, 'খেলা', 'Game', 'DEMO', 'RNG', ?, 'HIGH', 50, ?, ?)`,
    )
    .run(
      `B260101${'ABCDEFGH'.slice(0, 8 - String(n).length)}${String(n).replace(/[01]/g, 'Z')}`,
      memberId,
      String(n).padStart(64, 'a'),
      stakeTaka * 100,
      payoutTaka * 100,
      at,
    );
}

const balance = (id: number): number => findMemberById(server.db, id)!.balanceMinor;
const rowsOf = (id: number, type: string): number =>
  (server.db.prepare('SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type = ?').get(id, type) as { n: number }).n;
const contractId = (out: string): number => Number(/contract (\d+) offered/.exec(out)?.[1]);

describe('answering a contract offer', () => {
  it('refuses a member who is not an agent, on every contract call', async () => {
    const player = await signedIn('demo01', 'demo123');
    for (const [method, path] of [
      ['GET', DAILY],
      ['POST', HOURLY],
      ['GET', DIVIDEND],
    ] as const) {
      const res = await player.call(method, path, method === 'POST' ? {} : undefined);
      expect([res.status, res.json().errorCode], path).toEqual([403, 'agent.only']);
    }
  });

  it('shows the pending offer; another agent signing it by id gets 404 and changes nothing', async () => {
    const agent = await signedIn('agent01', 'agent123');
    const sub = await signedIn('agent02', 'team123');
    const view = (await agent.call('GET', DAILY)).json().value;
    expect(view.contract).toMatchObject({
      kind: 'daily',
      status: 'pending',
      tiers: [
        { from: 20000, pay: 200 },
        { from: 50000, pay: 500 },
        { from: 100000, pay: 1200 },
      ],
    });
    const id = view.contract.id as number;
    for (const action of ['sign', 'decline']) {
      const res = await sub.call('GET', `${DAILY}?action=${action}&id=${id}`);
      expect([res.status, res.json().errorCode]).toEqual([404, 'contract.not.found']);
    }
    // The member's own id on another kind's path is not that kind's offer either.
    expect((await agent.call('POST', HOURLY, { action: 'sign', id })).json().errorCode).toBe('contract.not.found');
    expect((await agent.call('GET', DAILY)).json().value.contract.status).toBe('pending');
    expect((await agent.call('GET', FLAGS)).json().value.dailysalreqtype).toBe(1);
  });

  it('signs once: the flag drops, a second answer is 409 and changes nothing', async () => {
    const agent = await signedIn('agent01', 'agent123');
    const { id } = (await agent.call('GET', DAILY)).json().value.contract;
    const signed = await agent.call('GET', `${DAILY}?action=sign&id=${id}`);
    expect(signed.status).toBe(200);
    expect(signed.json().value.contract).toMatchObject({ id, status: 'signed' });
    expect((await agent.call('GET', FLAGS)).json().value.dailysalreqtype).toBe(0);
    for (const action of ['sign', 'decline']) {
      const again = await agent.call('GET', `${DAILY}?action=${action}&id=${id}`);
      expect([again.status, again.json().errorCode]).toEqual([409, 'contract.not.pending']);
    }
    expect((await agent.call('GET', DAILY)).json().value.contract.status).toBe('signed');
  });

  it('declines the dividend offer: its flags drop and dividends are off; the seeded periods stay', async () => {
    const agent = await signedIn('agent01', 'agent123');
    const before = (await agent.call('GET', DIVIDEND)).json().value;
    expect(before).toMatchObject({ enabled: true, divtypecompperiodreq: 1, contract: { status: 'pending' } });
    expect(before.periods.length).toBeGreaterThan(0);
    const after = (await agent.call('GET', `${DIVIDEND}?action=decline&id=${before.contract.id}`)).json().value;
    expect(after).toMatchObject({ enabled: false, divtypecompperiodreq: 0, contract: { status: 'declined' }, periods: before.periods });
    expect((await agent.call('GET', FLAGS)).json().value).toMatchObject({ divtypereq: 0, divtypecompperiodreq: 0 });
  });

  it('refuses a malformed answer with 400', async () => {
    const agent = await signedIn('agent01', 'agent123');
    for (const q of ['action=maybe&id=1', 'action=sign', 'action=sign&id=abc', 'action=sign&id=0']) {
      expect((await agent.call('GET', `${DAILY}?${q}`)).json().errorCode, q).toBe('request.param.invalid');
    }
    expect((await agent.call('POST', HOURLY, { action: 'sign', id: -1 })).json().errorCode).toBe('request.body.invalid');
    expect((await agent.call('POST', HOURLY, ['sign'])).json().errorCode).toBe('request.body.invalid');
  });
});

describe('settlements', () => {
  // A top agent of our own: its member, its sub-agent and the sub-agent's member; another team beside.
  const DAY = '2026-01-15';
  const at = (hour: number, minute = 0) => dayStart(DAY) + hour * 3_600_000 + minute * 60_000;
  let top: { id: number; username: string };

  it('pays a daily salary at the tier the whole downline’s stake reached, once', () => {
    top = newMember(1, null);
    const direct = newMember(0, top.id);
    const sub = newMember(1, top.id);
    const deep = newMember(0, sub.id);
    const stranger = newMember(0, null);
    bet(direct.id, at(1), 30_000, 60_000);
    bet(deep.id, at(23, 59), 25_000);
    bet(sub.id, at(12), 1_000);
    bet(stranger.id, at(12), 90_000); // another team: not counted
    bet(direct.id, at(24), 90_000); // the next day: not counted
    bet(top.id, at(12), 90_000); // the agent's own: not the team's
    const offered = cli('contract', 'offer', top.username, '--kind', 'daily', '--tiers', '50000:500,100000:1200', '--from', '2026-01-01');
    expect(offered.code).toBe(0);
    const id = contractId(offered.stdout);
    // Not signed: nothing to pay.
    expect(cli('settle', 'salaries', '--date', DAY).stdout).not.toContain(`paid 1 `);
    expect(balance(top.id)).toBe(0);
    server.db.prepare("UPDATE agent_contracts SET status = 'signed', answered_at = offered_at WHERE id = ?").run(id);
    const first = cli('settle', 'salaries', '--date', DAY, '--user', top.username);
    expect(first.stdout).toBe(`bdm01 salaries ${DAY}: paid 1 (500.00), nothing due 0, settled before 0, not over 0`);
    expect(balance(top.id)).toBe(500_00);
    const second = cli('settle', 'salaries', '--date', DAY, '--user', top.username);
    expect(second.stdout).toContain('paid 0 (0.00), nothing due 0, settled before 1');
    expect(balance(top.id)).toBe(500_00);
    expect(rowsOf(top.id, 'salary')).toBe(1);
    const row = server.db.prepare('SELECT team_stake_minor AS stake, tier_pay AS pay FROM contract_settlements WHERE contract_id = ?').get(id);
    expect(row).toEqual({ stake: 56_000_00, pay: 500_00 });
  });

  it('pays nothing for a day before the contract’s first day, or one not over yet', () => {
    expect(cli('settle', 'salaries', '--date', '2025-12-31', '--user', top.username).stdout).toContain('paid 0 (0.00), nothing due 0');
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    expect(cli('settle', 'salaries', '--date', today, '--user', top.username).stdout).toContain('not over 1');
  });

  it('pays a dividend share of the team’s net loss for the half month ending that day', () => {
    const out = cli('contract', 'offer', top.username, '--kind', 'dividend', '--tiers', '0:30,50000:40', '--from', '2026-01-01');
    server.db.prepare("UPDATE agent_contracts SET status = 'signed', answered_at = offered_at WHERE id = ?").run(contractId(out.stdout));
    expect(cli('settle', 'dividends', '--date', '2026-01-14', '--user', top.username).stdout).toContain('paid 0 (0.00), nothing due 0');
    // Net: 30,000 − 60,000 + 25,000 + 1,000 = −4,000: the team won, no dividend.
    expect(cli('settle', 'dividends', '--date', DAY, '--user', top.username).stdout).toContain('paid 0 (0.00), nothing due 1');
    expect(rowsOf(top.id, 'dividend')).toBe(0);
  });

  it('two settlement runs at once, from separate processes, pay an hourly salary once', async () => {
    const out = cli('contract', 'offer', top.username, '--kind', 'hourly', '--tiers', '1000:50,20000:150', '--from', DAY);
    server.db.prepare("UPDATE agent_contracts SET status = 'signed', answered_at = offered_at WHERE id = ?").run(contractId(out.stdout));
    const before = balance(top.id);
    const run = (): Promise<string> =>
      new Promise((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'server/src/cli.ts', '--db', server.dbPath, 'settle', 'salaries', '--date', DAY, '--user', top.username],
          { cwd: repoRoot },
          (_error, stdout) => resolve(stdout),
        );
      });
    const outs = await Promise.all([run(), run()]);
    // Hours 01 (30,000: ৳150), 12 (1,000: ৳50) and 23 (25,000: ৳150); the daily was paid before.
    expect(outs.filter((o) => o.includes('paid 3 (350.00)'))).toHaveLength(1);
    expect(outs.filter((o) => o.includes('paid 0 (0.00), nothing due 0, settled before 25'))).toHaveLength(1);
    expect(balance(top.id) - before).toBe(350_00);
    expect(rowsOf(top.id, 'salary')).toBe(4);
  }, 60_000);

  it('a new offer ends the open contract of its kind; the CLI lists them and refuses bad terms', () => {
    const out = cli('contract', 'offer', top.username, '--kind', 'daily', '--tiers', '100:1');
    expect(out.code).toBe(0);
    expect(cli('contract', 'list', top.username).stdout).toMatch(/\bdaily {2}ended {2}from 2026-01-01 {2}50,000.00:500.00,1,00,000.00:1,200.00/);
    for (const tiers of ['5:1,4:2', '1:0', 'x', '0:101']) {
      expect(cli('contract', 'offer', top.username, '--kind', tiers === '0:101' ? 'dividend' : 'daily', '--tiers', tiers).code, tiers).toBe(2);
    }
    expect(cli('contract', 'offer', 'demo01', '--kind', 'daily', '--tiers', '1:1').code).toBe(1);
    expect(cli('settle', 'salaries', '--date', '2026-02-30').code).toBe(2);
  });

  it('the audit is clean after the seeded and these settlements', () => {
    expect(auditLedger(server.db).problems).toEqual([]);
  });
});
