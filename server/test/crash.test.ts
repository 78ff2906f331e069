import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/connection.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import {
  claimWrite,
  createMembers,
  favouriteWrite,
  feedbackWrite,
  inboxReadWrite,
  interleave,
  registrationWrite,
  START_BALANCE_MINOR,
  type CrashMember,
  type Write,
  type WriteKind,
} from './crash/writes.ts';
import { rawRequest } from './helpers.ts';
import { claimableBonuses } from './load/claims.ts';
import { gamesOf } from './load/favourites.ts';
import { eachLimited } from './load/pool.ts';
import { planRegistrations, prepareRegistration } from './load/registrations.ts';
import { copySeededDb } from './seeded-db.ts';

/**
 * A crash loses no acknowledged write (ARCHITECTURE §5). The real server runs in a child process;
 * 16 clients send registrations, favourite adds, promotion claims, inbox read marks and feedback
 * uploads, taking turns; once 40% of them (and at least one of each kind) have been acknowledged
 * with a success envelope, the process gets SIGKILL, with requests still in flight. It is started
 * again on the same database, which must pass `PRAGMA integrity_check` and hold every
 * acknowledged write (a claim: its row and its ledger row). Unacknowledged ones may or may not be
 * there, but never half: every balance equals its start plus the claims stored for it, the ledger
 * audit is clean, and every stored image has its file.
 */

const dir = mkdtempSync(join(tmpdir(), 'bdplay-crash-'));
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

async function start(dbPath: string, distDir: string): Promise<ChildServer> {
  const server = await startChildServer({ dbPath, distDir });
  servers.push(server);
  return server;
}

interface Acked {
  write: Write;
  value: unknown;
}

/**
 * Sends the writes with `concurrency` requests in flight and calls `kill` once `killWhen` says
 * so; after that no new request leaves, and those in flight fail or are answered. Answers the
 * writes that got a success envelope.
 */
async function sendUntilKilled(
  port: number,
  writes: Write[],
  concurrency: number,
  killWhen: (acked: Acked[]) => boolean,
  kill: () => Promise<unknown>,
): Promise<{ acked: Acked[]; killed: boolean }> {
  const acked: Acked[] = [];
  let killing: Promise<unknown> | undefined;
  await eachLimited(writes, concurrency, async (write) => {
    if (killing) return;
    const { method, path, headers, body } = write.request;
    const length: Record<string, string> = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    try {
      const res = await rawRequest(port, path, { method, headers: { ...headers, ...length }, body });
      const envelope = res.status === 200 ? res.json() : undefined;
      if (envelope?.success === true) acked.push({ write, value: envelope.value });
    } catch {
      return; // the server died under this request: not acknowledged
    }
    if (!killing && killWhen(acked)) killing = kill();
  });
  await killing;
  return { acked, killed: killing !== undefined };
}

const KINDS: WriteKind[] = ['registration', 'favourite', 'claim', 'inbox read', 'feedback'];

function damage(db: Db): string[] {
  const problems: string[] = [];
  const balances = db
    .prepare(
      `SELECT m.id, m.balance_minor AS balance, coalesce(sum(c.amount_minor), 0) AS paid
    FROM members m LEFT JOIN promotion_claims c ON c.member_id = m.id WHERE m.username LIKE 'crash%' GROUP BY m.id`,
    )
    .all() as Array<{ id: number; balance: number; paid: number }>;
  for (const b of balances) if (b.balance !== START_BALANCE_MINOR + b.paid) problems.push(`member ${b.id}: balance ${b.balance}, claims ${b.paid}`);
  const images = db.prepare('SELECT count(*) AS n FROM feedback_images').get() as { n: number };
  const feedback = db.prepare('SELECT count(*) AS n FROM feedback').get() as { n: number };
  if (images.n !== feedback.n) problems.push(`${feedback.n} feedback rows but ${images.n} image rows`);
  // Every balance is its ledger rows, row by row (npm run admin -- audit).
  for (const p of auditLedger(db).problems) problems.push(`audit: ${p.username}: ${p.problem}`);
  return problems;
}

describe('SIGKILL in the middle of concurrent writes', () => {
  it('the database opens clean and holds every acknowledged write', async () => {
    const dbPath = join(dir, 'app.db');
    const distDir = join(dir, 'dist');
    mkdirSync(distDir);
    await copySeededDb(dbPath);
    const setup = openDb(dbPath);
    const members: CrashMember[] = createMembers(setup, 40);
    const games = gamesOf(setup, 5);
    setup.close();

    const first = await start(dbPath, distDir);
    const plans = planRegistrations('cr', 30, 0);
    const registrations = await eachLimited(plans, 8, (plan) => prepareRegistration(first.port, plan));
    const bonuses = (await claimableBonuses(first.port, members[0]!)).slice(0, 3);
    const uploadDir = join(dir, 'uploads');
    const writes = interleave(
      plans.map((plan, i) => registrationWrite(plan, registrations[i]!)),
      members.flatMap((m) => games.map((g) => favouriteWrite(m, g))),
      members.flatMap((m) => bonuses.map((id) => claimWrite(m, id))),
      members.map(inboxReadWrite),
      members.map((m, i) => feedbackWrite(m, uploadDir, i)),
    );

    const everyKind = (acked: Acked[]) => KINDS.every((kind) => acked.some((a) => a.write.kind === kind));
    const { acked, killed } = await sendUntilKilled(
      first.port,
      writes,
      16,
      (so) => so.length >= writes.length * 0.4 && everyKind(so),
      () => first.stop('SIGKILL'),
    );
    expect(killed).toBe(true);
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');
    expect(acked.length).toBeLessThan(writes.length);

    const second = await start(dbPath, distDir);
    const db = openDb(dbPath);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(acked.map(({ write, value }) => write.missing(db, value)).filter(Boolean)).toEqual([]);
      expect(damage(db)).toEqual([]);
      // The figure the issue asks to quote: how many acknowledged writes the crash could have lost.
      console.log(`crash: ${acked.length} of ${writes.length} writes acknowledged before SIGKILL, all ${acked.length} present after restart`);
      // The restarted server answers from the same data: a session from before the crash still works.
      const res = await rawRequest(second.port, '/wps/relay/CSP_unreadCount', { headers: { Merchant: 'bdm01', Authorization: members[0]!.token } });
      expect(res.json()).toMatchObject({ success: true });
    } finally {
      db.close();
      await second.stop('SIGTERM');
    }
  }, 90_000);

  it('relies on WAL with synchronous=NORMAL: a commit is in the WAL file before the answer leaves', () => {
    // NORMAL in WAL mode writes each commit to the WAL before returning and syncs only at
    // checkpoints: a killed process loses nothing (the OS holds the written pages); a power cut
    // may lose the last commits. docs/security.md, "Durability".
    const db = openDb(join(dir, 'pragmas.db'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });
});
