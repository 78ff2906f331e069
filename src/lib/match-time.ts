// Hot-match kick-off times as `MM/DD HH:mm` in the phone's time zone (specification doc. 2 §2 and
// §9), with the digits of the player's language (Bengali digits in BN).

import tinydate from 'tinydate';

const stamp = tinydate('{MM}/{DD} {HH}:{mm}');

/** `intlTag` is the Intl locale of the language (`bn-BD` gives ০–৯). */
export function formatMatchTime(epochMs: number, intlTag: string): string {
  const digits = new Intl.NumberFormat(intlTag);
  return stamp(new Date(epochMs)).replace(/\d/g, (d) => digits.format(Number(d)));
}
