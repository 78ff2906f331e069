// Deposits (docs/money.md, "Deposit channels", "Deposit: the two ways"; docs/api.md, "Money"): the
// merchant's channels, a new order (a money write: its idempotency key survives retries and
// reloads, ./money-keys) and one order's state for the result page. Only the deposit page loads it.

import type {
  Channel,
  DepositBody,
  DepositPromotion,
  DepositResult,
  DepositRow,
  DepositStatus,
  DepositWay,
  ReceivingAccount,
} from '../../contract/deposit';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { withMoneyKey } from './money-keys';
import { isArrayOf, isNumber, isRecord, isString, str } from '@/lib/guards';

export type { Channel, DepositPromotion, DepositStatus, DepositWay, ReceivingAccount };

const MODULE = 'COMM3';
const BASE = '/wps/v2/transaction/deposit';
const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
const WAYS: readonly string[] = ['GATEWAY', 'MANUAL'];

function decodeReceiving(v: unknown): ReceivingAccount | null {
  if (!isRecord<ReceivingAccount>(v)) return null;
  const optional = (key: 'bankName' | 'branch' | 'routingNo') => (isString(v[key]) ? { [key]: v[key] } : {});
  return {
    kind: str(v, 'kind'),
    accountNo: str(v, 'accountNo'),
    accountName: str(v, 'accountName'),
    ...optional('bankName'),
    ...optional('branch'),
    ...optional('routingNo'),
    demo: v.demo === true,
  };
}

function decodeChannel(v: unknown): Channel | null {
  if (!isRecord<Channel>(v) || !isString(v.code) || !isNumber(v.min) || !isNumber(v.max)) return null;
  const ways = isArrayOf(v.ways, isString) ? (v.ways.filter((w) => WAYS.includes(w)) as DepositWay[]) : [];
  if (!ways.length) return null;
  return {
    code: v.code,
    name: str(v, 'name', v.code),
    logoUrl: str(v, 'logoUrl'),
    ways,
    currency: v.currency === 'USDT' ? 'USDT' : 'BDT',
    rate: isNumber(v.rate) ? v.rate : null,
    min: v.min,
    max: v.max,
    feeRate: isNumber(v.feeRate) ? v.feeRate : 0,
    quickAmounts: isArrayOf(v.quickAmounts, isNumber) ? v.quickAmounts : [],
    referenceLabel: str(v, 'referenceLabel'),
    referencePattern: str(v, 'referencePattern'),
    referenceExample: str(v, 'referenceExample'),
    instructions: str(v, 'instructions'),
    receiving: decodeReceiving(v.receiving),
  };
}

export function decodeChannels(v: unknown): Channel[] {
  if (!isRecord<{ channels: unknown }>(v) || !Array.isArray(v.channels)) throw invalid();
  return v.channels.map(decodeChannel).filter((c): c is Channel => c !== null);
}

function decodePromotion(v: unknown): DepositPromotion | null {
  if (!isRecord<DepositPromotion>(v) || !isNumber(v.id) || !isNumber(v.percent) || !isNumber(v.cap)) return null;
  return {
    id: v.id,
    title: str(v, 'title'),
    percent: v.percent,
    cap: v.cap,
    minDeposit: isNumber(v.minDeposit) ? v.minDeposit : 0,
    turnoverMultiplier: isNumber(v.turnoverMultiplier) ? v.turnoverMultiplier : 1,
    firstDepositOnly: v.firstDepositOnly === true,
  };
}

/** The DEPOSIT promotions the member may pick (an older server sends none). */
export function decodeDepositPromotions(v: unknown): DepositPromotion[] {
  const list = isRecord<{ promotions: unknown }>(v) && Array.isArray(v.promotions) ? v.promotions : [];
  return list.map(decodePromotion).filter((p): p is DepositPromotion => p !== null);
}

export interface DepositOptions {
  channels: Channel[];
  promotions: DepositPromotion[];
}

export async function fetchDepositChannels(signal?: AbortSignal): Promise<DepositOptions> {
  const answer = await request<unknown>({ url: `${BASE}/channels`, moduleId: MODULE, signal });
  return { channels: decodeChannels(answer), promotions: decodeDepositPromotions(answer) };
}

export function decodeDepositResult(v: unknown): DepositResult {
  if (!isRecord<DepositResult>(v) || !isString(v.orderNo) || !isNumber(v.amount)) throw invalid();
  return {
    orderNo: v.orderNo,
    status: 'PENDING',
    amount: v.amount,
    fee: isNumber(v.fee) ? v.fee : 0,
    credited: isNumber(v.credited) ? v.credited : v.amount,
    // Only a path of ours is followed: the answer never sends the player to another site.
    ...(isString(v.payUrl) && v.payUrl.startsWith('/') && !v.payUrl.startsWith('//') ? { payUrl: v.payUrl } : {}),
  };
}

/** Places one order for `member`; a retry (a lost answer, a reload) sends the same key and gets the same order. */
export function createDeposit(body: DepositBody, member: string): Promise<DepositResult> {
  return withMoneyKey({ member, name: 'deposit', body }, async (idempotencyKey) =>
    decodeDepositResult(await request<unknown>({ method: 'post', url: BASE, moduleId: MODULE, data: body, idempotencyKey })),
  );
}

const STATUSES: readonly string[] = ['PENDING', 'SUCCESS', 'FAILED'];

export type DepositOrder = Pick<DepositRow, 'orderNo' | 'channel' | 'amount' | 'credited' | 'status' | 'reason'>;

export function decodeDepositOrder(v: unknown): DepositOrder {
  if (!isRecord<DepositRow>(v) || !isString(v.orderNo) || !isNumber(v.amount) || !isString(v.status) || !STATUSES.includes(v.status)) throw invalid();
  return {
    orderNo: v.orderNo,
    channel: str(v, 'channel'),
    amount: v.amount,
    credited: isNumber(v.credited) ? v.credited : v.amount,
    status: v.status as DepositStatus,
    reason: str(v, 'reason'),
  };
}

export async function fetchDepositOrder(orderNo: string, signal?: AbortSignal): Promise<DepositOrder> {
  return decodeDepositOrder(await request<unknown>({ url: BASE, params: { orderNo }, moduleId: MODULE, signal }));
}
