// The deposit form's checks, as the server makes them (server/src/modules/deposit/create.ts): the
// amount in the channel's range (whole taka; USDT with 2 decimals), the sender's number as a
// mobile number or account, and the reference in the channel's own format (its pattern and
// example come with the channel). The server has the last word; these spare a round trip.

import { msg } from '@lingui/core/macro';
import type { Channel } from '@/api/deposit';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import type { Check } from '@/lib/validation';

export interface DepositValues {
  amount: string;
  sender: string;
  reference: string;
}

const WHOLE = /^\d{1,9}$/;
const DECIMAL = /^\d{1,9}(?:\.\d{1,2})?$/;

/** The reference as the server stores it: no spaces, in the channel's case (a hash is lower-case). */
export function normaliseReference(channel: Channel, typed: string): string {
  const compact = typed.replace(/\s+/g, '');
  return /a-f/.test(channel.referencePattern) ? compact.toLowerCase() : compact.toUpperCase();
}

/** The number as typed without spaces and dashes. */
export const compactSender = (typed: string): string => typed.replace(/[\s-]+/g, '');

/** A mobile wallet's sender: 01[3-9] and 8 digits (Rocket: 1 more), with or without +88. */
const MOBILE = /^(?:\+?88)?01[3-9]\d{8,9}$/;
const isWallet = (c: Channel) => c.currency === 'BDT' && c.code !== 'BANK';

export function checkAmount(channel: Channel, typed: string): Check {
  const value = typed.trim();
  if (!value) return msg`Enter an amount`;
  if (!(channel.currency === 'BDT' ? WHOLE : DECIMAL).test(value)) return msg`Enter the amount in numbers only`;
  const n = Number(value);
  const { min, max } = channel;
  if (n < min || n > max) return msg`Enter between ${min} and ${max}`;
  return null;
}

export function checkDeposit(channel: Channel, field: keyof DepositValues, values: DepositValues): Check {
  if (field === 'amount') return checkAmount(channel, values.amount);
  if (field === 'sender') {
    const sender = compactSender(values.sender);
    if (!sender) return msg`Enter the number you sent from`;
    return isWallet(channel) && !MOBILE.test(sender) ? msg`Enter the mobile number you sent from, e.g. 01712345678` : null;
  }
  const reference = normaliseReference(channel, values.reference);
  if (!reference) return msg`Enter the transaction ID`;
  const example = channel.referenceExample;
  return new RegExp(channel.referencePattern).test(reference) ? null : msg`Not in the right format. Example: ${example}`;
}

/** An amount in the channel's currency: ৳ with the language's digits, or `10 USDT`. */
export const money = (channel: Channel, value: number): string =>
  channel.currency === 'BDT' ? formatMoney(value, locale.value) : `${value} ${channel.currency}`;

/**
 * The channel's instructions as plain steps. The merchant writes them as HTML (a list of steps);
 * only their text is shown, so no markup of theirs is rendered and the page needs no sanitiser
 * (0.66 kB brotli it would otherwise load before the form). A document from DOMParser is inert:
 * its scripts do not run and its images do not load.
 */
export function instructionSteps(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const code of doc.querySelectorAll('script, style')) code.remove();
  const items = Array.from(doc.querySelectorAll('li'), (li) => li.textContent ?? '');
  return (items.length ? items : (doc.body.textContent ?? '').split('\n')).map((s) => s.trim()).filter(Boolean);
}
