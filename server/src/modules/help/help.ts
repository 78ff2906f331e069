import type { Db } from '../../db/connection.ts';

/** The help centre (GET /wps/system/helpCenter; docs/member-area.md): the merchant's entries in one language. */

export interface HelpEntry {
  title: string;
  tag: string;
  /** HTML, sanitised by the client. */
  content: string;
  children: HelpEntry[];
}

interface Row {
  id: number;
  parentId: number | null;
  title: string;
  tag: string;
  content: string;
}

/** The entries of `language` in their order, each with its children (any depth). */
export function helpEntries(db: Db, merchant: string, language: 'BN' | 'EN'): HelpEntry[] {
  const rows = db.prepare(
    `SELECT id, parent_id AS parentId, title, tag, content FROM help_entries
     WHERE merchant = ? AND language = ? ORDER BY sort_order, id`,
  ).all(merchant, language) as Row[];
  const childrenOf = (parentId: number | null): HelpEntry[] => rows
    .filter((row) => row.parentId === parentId)
    .map(({ id, title, tag, content }) => ({ title, tag, content, children: childrenOf(id) }));
  return childrenOf(null);
}
