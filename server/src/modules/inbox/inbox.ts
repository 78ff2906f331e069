import type { InboxPage, UnreadCount } from '../../../../contract/content.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { localisedColumn, type Language } from '../../lib/localised.ts';
import type { Member } from '../accounts/members.ts';

/** The member's inbox (CSP_* relay calls; docs/member-area.md): the message centre and its unread count. */

/** CSP_unreadCount: the number of messages the member has not opened yet. */
export function unreadCount(db: Db, member: Member): UnreadCount {
  const row = db.prepare('SELECT count(*) AS n FROM inbox_messages WHERE member_id = ? AND read_at IS NULL').get(member.id) as { n: number };
  return row.n;
}

/** CSP_getInbox: one page of the member's messages, newest first, in `language` (lib/localised.ts). */
export function inboxPage(db: Db, member: Member, language: Language, pageNo: number, pageSize: number): InboxPage {
  const { n } = db.prepare('SELECT count(*) AS n FROM inbox_messages WHERE member_id = ?').get(member.id) as { n: number };
  const rows = db
    .prepare(
      `SELECT id, ${localisedColumn('title', language)}, ${localisedColumn('content', language)}, created_at AS createdAt,
            read_at IS NOT NULL AS read FROM inbox_messages
     WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(member.id, pageSize, (pageNo - 1) * pageSize) as Array<{ id: number; title: string; content: string; createdAt: number; read: number }>;
  return {
    list: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), read: r.read === 1 })),
    pageNum: pageNo,
    totalPages: Math.ceil(n / pageSize),
    unreadCount: unreadCount(db, member),
  };
}

/**
 * CSP_readInbox: marks the member's message read (the first reading's time stays) and returns
 * the new unread count, or undefined when the member has no message with that id.
 */
export function markRead(db: Db, member: Member, id: number): number | undefined {
  return db
    .transaction((): number | undefined => {
      const found = db.prepare('SELECT 1 FROM inbox_messages WHERE id = ? AND member_id = ?').get(id, member.id);
      if (!found) return undefined;
      // max(): a message "sent" by a clock ahead of this one must still satisfy read_at >= created_at.
      db.prepare('UPDATE inbox_messages SET read_at = max(created_at, ?) WHERE id = ? AND read_at IS NULL').run(now(), id);
      return unreadCount(db, member);
    })
    .immediate();
}
