import { randomInt } from 'node:crypto';
import type { AffiliateLink, AffiliateLinks, DownlineKind, RebateRates } from '../../../../contract/agent-accounts.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { findByAffiliateCode, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { checkWithinOwn, defaultsOf, ratesOf, setRates } from './rebate-rates.ts';

/**
 * An agent's affiliate links (migration 030; docs/agent-area.md, "Open account and links"). A link's
 * code is an invitation code like a member's own: registering with it makes the registrant the
 * agent's direct member of the link's kind, with the link's rates, and counts it. Deleting a link
 * stops its code; the row stays, so the code is never given out again.
 */

export const MAX_LINKS = 20;

/** No 0/O, 1/I: codes are read aloud and typed from screenshots. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A link that still registers members. */
export interface LiveLink {
  id: number;
  agentId: number;
  kind: DownlineKind;
  rates: RebateRates;
}

interface LinkRow {
  id: number;
  agentId: number;
  code: string;
  kind: DownlineKind;
  rates: string;
  createdAt: number;
  registrations: number;
}

/** A fresh invitation code, unused by any member and any link (deleted ones included). */
export function newInvitationCode(db: Db, merchant: string): string {
  const taken = db.prepare(
    `SELECT 1 FROM members WHERE merchant = :merchant AND affiliate_code = :code COLLATE NOCASE
     UNION ALL SELECT 1 FROM agent_links WHERE merchant = :merchant AND code = :code COLLATE NOCASE`,
  );
  for (;;) {
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!taken.get({ merchant, code })) return code;
  }
}

/** The live link of this code whose agent is enabled, if any (case-insensitive, like members' codes). */
export function findLiveLink(db: Db, merchant: string, code: string): (LiveLink & { code: string }) | undefined {
  const row = db
    .prepare(
      `SELECT l.id, l.agent_id AS agentId, l.code, l.kind, l.rates FROM agent_links l JOIN members a ON a.id = l.agent_id
       WHERE l.merchant = ? AND l.code = ? COLLATE NOCASE AND l.deleted_at IS NULL AND a.disabled = 0`,
    )
    .get(merchant, code) as Omit<LinkRow, 'createdAt' | 'registrations'> | undefined;
  return row && { ...row, rates: JSON.parse(row.rates) as RebateRates };
}

/**
 * Inside the registration's transaction: the new member counts for the link and gets its rates,
 * each capped at the agent's own now (the agent's rates may have dropped since the link was made);
 * a sub-agent gets an invitation code of its own.
 */
export function joinThroughLink(db: Db, merchant: string, memberId: number, link: LiveLink): void {
  db.prepare('INSERT INTO agent_link_members (member_id, link_id) VALUES (?, ?)').run(memberId, link.id);
  giveRates(db, link.agentId, memberId, link.rates, true);
  if (link.kind === 1) giveInvitationCode(db, merchant, memberId);
}

/** Sets a new downline member's rates; `capped`: lowered to the agent's own instead of refused. */
export function giveRates(db: Db, agentId: number, memberId: number, rates: RebateRates, capped = false): void {
  const own = ratesOf(db, agentId);
  const given = capped ? Object.fromEntries(Object.entries(rates).map(([c, bp]) => [c, Math.min(bp, own[c] ?? 0)])) : rates;
  setRates(db, agentId, memberId, given);
}

export function giveInvitationCode(db: Db, merchant: string, memberId: number): string {
  const code = newInvitationCode(db, merchant);
  db.prepare('UPDATE members SET affiliate_code = ? WHERE id = ?').run(code, memberId);
  return code;
}

const toLink = (r: LinkRow): AffiliateLink => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  rates: JSON.parse(r.rates) as RebateRates,
  registrations: r.registrations,
  createdAt: new Date(r.createdAt).toISOString(),
});

const LINK_SELECT = `SELECT l.id, l.agent_id AS agentId, l.code, l.kind, l.rates, l.created_at AS createdAt,
  (SELECT count(*) FROM agent_link_members j WHERE j.link_id = l.id) AS registrations FROM agent_links l`;

/** The agent's live links, newest first, with what a new member's rates may be. */
export function listLinks(db: Db, agent: Member): AffiliateLinks {
  const rows = db.prepare(`${LINK_SELECT} WHERE l.agent_id = ? AND l.deleted_at IS NULL ORDER BY l.id DESC`).all(agent.id) as LinkRow[];
  return { links: rows.map(toLink), maxLinks: MAX_LINKS, own: ratesOf(db, agent.id), defaults: defaultsOf(db, agent.id) };
}

/** A new link (at most MAX_LINKS live ones: 400 `agent.link.limit`), rates within the agent's own. */
export function createLink(db: Db, agent: Member, kind: DownlineKind, rates: RebateRates): AffiliateLink {
  return db
    .transaction((): AffiliateLink => {
      checkWithinOwn(db, agent.id, rates);
      const live = db.prepare('SELECT count(*) AS n FROM agent_links WHERE agent_id = ? AND deleted_at IS NULL').get(agent.id) as { n: number };
      if (live.n >= MAX_LINKS) throw new RuleError('agent.link.limit', { max: MAX_LINKS });
      const id = db
        .prepare('INSERT INTO agent_links (merchant, agent_id, code, kind, rates, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(agent.merchant, agent.id, newInvitationCode(db, agent.merchant), kind, JSON.stringify(rates), now()).lastInsertRowid;
      return toLink(db.prepare(`${LINK_SELECT} WHERE l.id = ?`).get(id) as LinkRow);
    })
    .immediate();
}

/** Deletes one of the agent's live links; another agent's, a deleted or a missing one: 404 `agent.link.not.found`. */
export function deleteLink(db: Db, agent: Member, id: number): void {
  const changed = db.prepare('UPDATE agent_links SET deleted_at = ? WHERE id = ? AND agent_id = ? AND deleted_at IS NULL').run(now(), id, agent.id);
  if (changed.changes === 0) throw new RuleError('agent.link.not.found');
}

/** Whose invitation a code is: a member's own code (no link) or a live link's. */
export interface Invitation {
  uplineId: number;
  code: string;
  link: LiveLink | null;
}

export function findInvitation(db: Db, merchant: string, code: string): Invitation | undefined {
  const owner = findByAffiliateCode(db, merchant, code);
  if (owner) return { uplineId: owner.id, code: owner.code, link: null };
  const link = findLiveLink(db, merchant, code);
  return link && { uplineId: link.agentId, code: link.code, link };
}
