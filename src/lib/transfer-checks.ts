// The transfer forms' own checks (the superior transfer, the agent's transfers; docs/money.md,
// "Units"): an amount of taka with at most 2 decimals inside the server's range, and a 6-digit
// payment password.

import { msg } from '@lingui/core/macro';
import type { Check } from '@/lib/validation';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const PAYMENT_PASSWORD = /^\d{6}$/;

export const transferMessages = {
  amount: msg`Enter an amount in taka, at most 2 decimals`,
  range: msg`The amount is outside the allowed range`,
  password: msg`The payment password is 6 digits`,
};

export function checkTransferAmount(value: string, min: number, max: number): Check {
  if (!AMOUNT.test(value)) return transferMessages.amount;
  const amount = Number(value);
  return amount < min || amount > max ? transferMessages.range : null;
}

export const checkPaymentPassword = (value: string): Check => (PAYMENT_PASSWORD.test(value) ? null : transferMessages.password);
