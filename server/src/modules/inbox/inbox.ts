import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';

/** The member's inbox (CSP_* relay calls). The inbox page (issue 6) reads and marks messages. */

/** CSP_unreadCount: the number of messages the member has not opened yet. */
export function unreadCount(db: Db, member: Member): number {
  const row = db.prepare('SELECT count(*) AS n FROM inbox_messages WHERE member_id = ? AND read_at IS NULL')
    .get(member.id) as { n: number };
  return row.n;
}
