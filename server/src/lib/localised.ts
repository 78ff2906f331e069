/**
 * Texts a player reads are stored in both languages, side by side: `<name>_bn` and `<name>_en`
 * columns (announcements, inbox messages, promotions, VIP benefits, agent announcements, the
 * download bar's tagline). The request's language picks one; where that text is empty (a cashier
 * wrote one language first), the other language's is served rather than nothing. The help centre
 * keeps one row per language instead and falls back per entry (modules/help/help.ts).
 */

export type Language = 'BN' | 'EN';

const ORDER: Record<Language, readonly ['bn' | 'en', 'bn' | 'en']> = { BN: ['bn', 'en'], EN: ['en', 'bn'] };

/**
 * The SQL select expression of `column` in `language`, with the fallback:
 * localisedColumn('a.title', 'EN', 'title') → `coalesce(nullif(a.title_en, ''), a.title_bn) AS title`.
 * Column names come from code, never from a request.
 */
export function localisedColumn(column: string, language: Language, alias = column): string {
  const [asked, other] = ORDER[language];
  return `coalesce(nullif(${column}_${asked}, ''), ${column}_${other}) AS ${alias}`;
}

/** The same rule for texts already read: the asked language's, else the other's. */
export function pickText(texts: Readonly<Record<'bn' | 'en', string>>, language: Language): string {
  const [asked, other] = ORDER[language];
  return texts[asked] || texts[other];
}
