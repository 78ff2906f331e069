import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../src/db/connection.ts';
import { now } from '../../src/lib/clock.ts';
import { sha256Hex } from '../../src/lib/random.ts';
import { welcomeNewMember } from '../../src/modules/inbox/welcome.ts';
import { createSession } from '../../src/modules/session/sessions.ts';
import { MERCHANT } from '../helpers.ts';
import { claimRequest } from '../load/claims.ts';
import { toggleRequest, type Game } from '../load/favourites.ts';
import type { PlannedRequest } from '../load/fire.ts';
import type { RegisteredMember, RegistrationPlan } from '../load/registrations.ts';
import { insertTestMember } from '../test-members.ts';

/**
 * The writes of the crash test: each kind of request the server acknowledges, with how to find
 * it again in the database after the restart.
 */

export type WriteKind = 'registration' | 'favourite' | 'claim' | 'inbox read' | 'feedback';

export interface Write {
  kind: WriteKind;
  request: PlannedRequest;
  /** Given the acknowledged answer's value: what is missing from `db`, or undefined if nothing. */
  missing: (db: Db, value: any) => string | undefined;
}

export interface CrashMember extends RegisteredMember {
  /** The unread greeting every new member gets. */
  messageId: number;
}

export const START_BALANCE_MINOR = 10_000;

/** Members made straight in the database before the server starts (registration has its own writes). */
export function createMembers(db: Db, count: number): CrashMember[] {
  return db.transaction(() =>
    Array.from({ length: count }, (_, i) => {
      const username = `crash${String(i).padStart(3, '0')}`;
      const id = insertTestMember(db, username, {
        passwordHash: 'scrypt$none',
        regDate: new Date(now()).toISOString(),
        balanceMinor: START_BALANCE_MINOR,
      });
      welcomeNewMember(db, id, false, now());
      const { messageId } = db.prepare('SELECT id AS messageId FROM inbox_messages WHERE member_id = ?').get(id) as { messageId: number };
      return { id, username, token: createSession(db, { id, type: 0 }), messageId };
    }),
  )();
}

const has = (db: Db, sql: string, ...params: unknown[]): boolean => db.prepare(sql).get(...params) !== undefined;

export function registrationWrite(plan: RegistrationPlan, request: PlannedRequest): Write {
  return {
    kind: 'registration',
    request,
    missing: (db, value) =>
      has(
        db,
        `SELECT 1 FROM members m JOIN sessions s ON s.member_id = m.id
        WHERE m.username = ? AND m.mobile = ? AND s.token_hash = ?`,
        plan.username,
        plan.mobile.replace(/^0+/, ''), // stored without the trunk zero (sms/phone.ts)
        sha256Hex(String(value?.token)),
      )
        ? undefined
        : `registration ${plan.username}`,
  };
}

export const favouriteWrite = (member: CrashMember, game: Game): Write => ({
  kind: 'favourite',
  request: toggleRequest({ member, game, action: 'add' }),
  missing: (db) =>
    has(db, 'SELECT 1 FROM favourite_games WHERE member_id = ? AND game_ref = ?', member.id, game.ref)
      ? undefined
      : `favourite ${member.username}/${game.nodeId}`,
});

/** A claim with its idempotency key, as the money calls send it; acknowledged = the claim row and its ledger row. */
export function claimWrite(member: CrashMember, promotionId: number): Write {
  const request = claimRequest({ member, promotionId, raced: false });
  return {
    kind: 'claim',
    request: { ...request, headers: { ...request.headers, 'Idempotency-Key': crypto.randomUUID() } },
    missing: (db) =>
      has(db, 'SELECT 1 FROM promotion_claims WHERE member_id = ? AND promotion_id = ?', member.id, promotionId) &&
      has(db, 'SELECT 1 FROM ledger WHERE member_id = ? AND type = ? AND reference = ?', member.id, 'promotion', `promotion:${promotionId}`)
        ? undefined
        : `claim ${member.username}/${promotionId}`,
  };
}

export const inboxReadWrite = (member: CrashMember): Write => ({
  kind: 'inbox read',
  request: {
    method: 'POST',
    path: '/wps/relay/CSP_readInbox',
    body: JSON.stringify({ id: member.messageId }),
    headers: { ...MERCHANT, Authorization: member.token, 'Content-Type': 'application/json;charset=UTF-8' },
  },
  missing: (db) =>
    has(db, 'SELECT 1 FROM inbox_messages WHERE id = ? AND read_at IS NOT NULL', member.messageId)
      ? undefined
      : `inbox read ${member.username}/${member.messageId}`,
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('crash test image')]);
const BOUNDARY = '----crashTest';

/** A feedback with one image; the stored row must hold the text and its file the same bytes. */
export function feedbackWrite(member: CrashMember, uploadDir: string, n: number): Write {
  const text = `Crash test feedback ${member.username} #${n}`;
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${text}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return {
    kind: 'feedback',
    request: {
      method: 'PUT',
      path: '/wps/feedback',
      body,
      headers: { ...MERCHANT, Authorization: member.token, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    missing: (db, value) => {
      const file = db
        .prepare(
          `SELECT i.file_name AS name FROM feedback f JOIN feedback_images i ON i.feedback_id = f.id
        WHERE f.id = ? AND f.member_id = ? AND f.content = ?`,
        )
        .get(value?.id, member.id, text) as { name: string } | undefined;
      const path = file && join(uploadDir, file.name);
      return path && existsSync(path) && readFileSync(path).equals(PNG) ? undefined : `feedback ${value?.id} of ${member.username}`;
    },
  };
}

/** One list with the kinds taking turns, so that every kind is in flight when the server dies. */
export function interleave(...lists: Write[][]): Write[] {
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((l) => (i < l.length ? [l[i]!] : []))).flat();
}
