import { randomInt } from 'node:crypto';

/**
 * Order numbers (docs/money.md, "Units, days, numbers"): the kind's letter, the Dhaka date
 * `yyMMdd` and 8 random characters without look-alikes, e.g. `B250114K7M2Q9XA`.
 */
export type OrderKind = 'D' | 'W' | 'T' | 'B' | 'R';

const CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Asia/Dhaka is UTC+6 all year. */
export const DHAKA_OFFSET_MS = 6 * 3600_000;

export function orderNumber(kind: OrderKind, atMs: number): string {
  const date = new Date(atMs + DHAKA_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 8; i++) random += CHARACTERS[randomInt(CHARACTERS.length)];
  return `${kind}${date}${random}`;
}
