import type { HelpEntry } from '../../../../contract/content.ts';
import type { Db } from '../../db/connection.ts';
import type { Language } from '../../lib/localised.ts';

/** The help centre (GET /wps/system/helpCenter; docs/member-area.md): the merchant's entries in one language, with a fallback to the other. */

interface Row {
  tag: string;
  parentTag: string | null;
  title: string;
  content: string;
}

/**
 * The entries in `language`, in their order, each with its children (any depth). An entry written
 * only in the other language (same `tag` missing in this one) is served in that language, in its
 * place, rather than left out (the rule of lib/localised.ts, per entry here: a translation is its
 * own row). Children hang under their parent's tag, so a fallback child finds its parent.
 */
export function helpEntries(db: Db, merchant: string, language: Language): HelpEntry[] {
  const other: Language = language === 'EN' ? 'BN' : 'EN';
  const rows = db
    .prepare(
      `SELECT e.tag, p.tag AS parentTag, e.title, e.content FROM help_entries e
     LEFT JOIN help_entries p ON p.id = e.parent_id
     WHERE e.merchant = @merchant AND (e.language = @language OR (e.language = @other AND NOT EXISTS
       (SELECT 1 FROM help_entries x WHERE x.merchant = e.merchant AND x.language = @language AND x.tag = e.tag)))
     ORDER BY e.sort_order, e.id`,
    )
    .all({ merchant, language, other }) as Row[];
  const childrenOf = (parentTag: string | null): HelpEntry[] =>
    rows.filter((row) => row.parentTag === parentTag).map(({ tag, title, content }) => ({ title, tag, content, children: childrenOf(tag) }));
  return childrenOf(null);
}
