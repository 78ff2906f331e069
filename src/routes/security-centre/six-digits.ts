// The payment password's own check: six digits, as the server's `paymentPassword` rule says
// (docs/money.md, "Payment password"); the weak ones are the server's to refuse.

import { msg } from '@lingui/core/macro';
import type { Check } from '@/lib/validation';

const SIX_DIGITS = /^[0-9]{6}$/;

export const checkSixDigits = (value: string): Check => (SIX_DIGITS.test(value) ? null : msg`Enter 6 digits`);

export const checkSixDigitsConfirm = (fresh: string, confirm: string): Check =>
  confirm === '' ? msg`Enter 6 digits` : confirm === fresh ? null : msg`The two entries do not match`;
