import type { AgentNotices } from '../../../../contract/agent.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { localisedColumn, type Language } from '../../lib/localised.ts';
import type { Member } from '../accounts/members.ts';

/**
 * Announcements to agents (MCSFE_getListAnnouncements types=A, MCSFE_readAnnouncement;
 * docs/member-area.md): the merchant's, newest first, in the request's language, each with
 * whether this agent has opened it.
 */

export function agentNotices(db: Db, member: Member, language: Language): AgentNotices {
  const rows = db
    .prepare(
      `SELECT a.id, ${localisedColumn('a.title', language, 'title')}, ${localisedColumn('a.content', language, 'content')}, a.created_at AS createdAt,
            r.member_id IS NOT NULL AS read
     FROM agent_announcements a
     LEFT JOIN agent_announcement_reads r ON r.announcement_id = a.id AND r.member_id = ?
     WHERE a.merchant = ? ORDER BY a.created_at DESC, a.id DESC`,
    )
    .all(member.id, member.merchant) as Array<{ id: number; title: string; content: string; createdAt: number; read: number }>;
  const agent = rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), read: r.read === 1 }));
  return { agent, footer: { unreadCount: agent.filter((n) => !n.read).length } };
}

function unreadCount(db: Db, member: Member): number {
  const row = db
    .prepare(
      `SELECT count(*) AS n FROM agent_announcements a WHERE a.merchant = ? AND NOT EXISTS
       (SELECT 1 FROM agent_announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ?)`,
    )
    .get(member.merchant, member.id) as { n: number };
  return row.n;
}

/** Marks the announcement read (once) and returns the agent's unread count; undefined for an unknown id. */
export function markNoticeRead(db: Db, member: Member, id: number): number | undefined {
  return db
    .transaction((): number | undefined => {
      if (!db.prepare('SELECT 1 FROM agent_announcements WHERE id = ? AND merchant = ?').get(id, member.merchant)) return undefined;
      db.prepare('INSERT OR IGNORE INTO agent_announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)').run(member.id, id, now());
      return unreadCount(db, member);
    })
    .immediate();
}
