// The payout-account and real-name formats, as the server checks them (docs/money.md, "Security
// centre"): the form says what is wrong before a code is spent.

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayoutType } from '@/api/withdraw';

const compact = (typed: string) => typed.replace(/[\s-]+/g, '');
const mobile = (typed: string) => compact(typed).replace(/^\+?88(?=01)/, '');

const formats: Record<PayoutType, (typed: string) => boolean> = {
  BKASH: (v) => /^01[3-9][0-9]{8}$/.test(mobile(v)),
  NAGAD: (v) => /^01[3-9][0-9]{8}$/.test(mobile(v)),
  UPAY: (v) => /^01[3-9][0-9]{8}$/.test(mobile(v)),
  ROCKET: (v) => /^01[3-9][0-9]{8}[0-9]?$/.test(mobile(v)),
  BANK: (v) => /^[0-9]{10,17}$/.test(compact(v)),
  USDT_TRC20: (v) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(v.trim()),
};

export function accountNoProblem(type: PayoutType, typed: string): MessageDescriptor | null {
  if (formats[type](typed)) return null;
  if (type === 'BANK') return msg`Enter the account number: 10 to 17 digits`;
  if (type === 'USDT_TRC20') return msg`Enter a TRC20 address: T and 33 letters or digits`;
  return msg`Enter the 11-digit mobile number of the account`;
}

const REAL_NAME = /^(?=.*\p{L})[\p{Script=Bengali}\p{Script=Latin}\p{M} .-]{2,50}$/u;

export function realNameProblem(typed: string): MessageDescriptor | null {
  const name = typed.normalize('NFC').trim().replace(/\s+/g, ' ');
  return REAL_NAME.test(name) && !/\p{N}/u.test(name) ? null : msg`Letters, spaces, dots and dashes, 2 to 50 characters`;
}

export const branchProblem = (typed: string): MessageDescriptor | null => (typed.trim().length >= 2 ? null : msg`Enter the branch`);

export const codeProblem = (typed: string): MessageDescriptor | null => (/^[0-9]{4,8}$/.test(typed.trim()) ? null : msg`Enter the code from the SMS`);
