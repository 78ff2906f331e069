// A date and time (the inbox, the money records, the security centre's devices). The parts are
// spelt out: a `timeStyle` writes "AM"/"PM" in Bengali too (CLDR's bn has no other short marker),
// so BN names the day period in words (সকাল, দুপুর, রাত্রি) with Bengali digits; EN reads "Nov 30, 2026, 6:05 AM".

import type { Locale } from '@/i18n/locale';

export const dateAndTime = (l: Locale): Intl.DateTimeFormatOptions => ({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: l === 'bn' ? 'short' : undefined,
});
