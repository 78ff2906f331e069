// Deposits (docs/money.md, "Deposit channels", "Deposit: the two ways"; docs/api.md, "Money"): the
// merchant's channels. Only the deposit page loads it. A new order is ./deposit-send, which the page
// loads once its form is on screen; the result page reads an order through ./deposit-order.

import type { Channel, DepositPromotion, DepositStatus, DepositWay, ReceivingAccount } from '../../contract/deposit';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isArrayOf, isNumber, isRecord, isString } from '@/lib/guards';

export type { Channel, DepositPromotion, DepositStatus, DepositWay, ReceivingAccount };

const MODULE = 'COMM3';
const BASE = '/wps/v2/transaction/deposit';
const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
const WAYS: readonly string[] = ['GATEWAY', 'MANUAL'];

/**
 * The template's fields, each taken from `v` where it has the template value's type, else the
 * template's value: one rule for the many optional fields of a channel, instead of a test per
 * field (this module is most of the deposit page's download: docs/perf.md, "The deposit tap").
 */
function fill<T extends object>(v: object, template: T): T {
  const out = { ...template } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(template)) {
    const value = (v as Record<string, unknown>)[key];
    if (typeof value === typeof fallback) out[key] = value;
  }
  return out as T;
}

const RECEIVING: ReceivingAccount = { kind: '', accountNo: '', accountName: '', bankName: '', branch: '', routingNo: '', demo: false };

const CHANNEL = {
  name: '',
  logoUrl: '',
  min: 0,
  max: 0,
  feeRate: 0,
  referenceLabel: '',
  referencePattern: '',
  referenceExample: '',
  instructions: '',
};

function decodeChannel(v: unknown): Channel | null {
  if (!isRecord<Channel>(v) || !isString(v.code) || !isNumber(v.min) || !isNumber(v.max)) return null;
  const ways = isArrayOf(v.ways, isString) ? (v.ways.filter((w) => WAYS.includes(w)) as DepositWay[]) : [];
  if (!ways.length) return null;
  const c = fill(v, CHANNEL);
  return {
    ...c,
    code: v.code,
    name: c.name || v.code,
    ways,
    currency: v.currency === 'USDT' ? 'USDT' : 'BDT',
    rate: isNumber(v.rate) ? v.rate : null,
    quickAmounts: isArrayOf(v.quickAmounts, isNumber) ? v.quickAmounts : [],
    receiving: isRecord(v.receiving) ? fill(v.receiving, RECEIVING) : null,
  };
}

export function decodeChannels(v: unknown): Channel[] {
  if (!isRecord<{ channels: unknown }>(v) || !Array.isArray(v.channels)) throw invalid();
  return v.channels.map(decodeChannel).filter((c): c is Channel => c !== null);
}

const PROMOTION: DepositPromotion = { id: 0, title: '', percent: 0, cap: 0, minDeposit: 0, turnoverMultiplier: 1, firstDepositOnly: false };

/** The DEPOSIT promotions the member may pick (an older server sends none). */
export function decodeDepositPromotions(v: unknown): DepositPromotion[] {
  const list = isRecord<{ promotions: unknown }>(v) && Array.isArray(v.promotions) ? v.promotions : [];
  return list.filter((p) => isRecord<DepositPromotion>(p) && isNumber(p.id) && isNumber(p.percent) && isNumber(p.cap)).map((p) => fill(p, PROMOTION));
}

export interface DepositOptions {
  channels: Channel[];
  promotions: DepositPromotion[];
}

export async function fetchDepositChannels(signal?: AbortSignal): Promise<DepositOptions> {
  const answer = await request<unknown>({ url: `${BASE}/channels`, moduleId: MODULE, signal });
  return { channels: decodeChannels(answer), promotions: decodeDepositPromotions(answer) };
}
