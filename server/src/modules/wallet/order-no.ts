import { randomInt } from 'node:crypto';
import { merchantDay } from './dhaka-day.ts';

/** Without look-alikes (0/O, 1/I): an order number is read out to customer service. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `D250114K7M2Q9XA`: kind, the Dhaka date yyMMdd, 8 random characters (docs/money.md, "Units"). */
export function newOrderNo(kind: 'D' | 'W' | 'T' | 'B' | 'R' | 'A', at: number): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${kind}${merchantDay(at).slice(2).replaceAll('-', '')}${tail}`;
}
