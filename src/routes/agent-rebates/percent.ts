// Rates as the agent types and reads them: percent with up to 2 decimals ("0.85"), basis points
// on the wire (85). Exact: the digits are read as text, never through a float.

import { msg } from '@lingui/core/macro';
import type { Check } from '@/lib/validation';

const BENGALI_DIGITS = /[০-৯]/g;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** Basis points of a typed percent (Bengali digits too), or null when not 0–100 with ≤ 2 decimals. */
export function percentToBp(text: string): number | null {
  const ascii = text.trim().replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6));
  const m = PERCENT.exec(ascii);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** The field's text of a rate: 85 → "0.85", 80 → "0.8", 0 → "0". */
export const bpToPercentText = (bp: number): string => String(bp / 100);

export const percentMessage = msg`Enter a rate from 0 to 100 with at most 2 decimals`;

export const checkPercent = (text: string): Check => (percentToBp(text) === null ? percentMessage : null);
