// Rebates and the superior transfer (docs/money.md, "Rebates", "Superior transfer"; docs/api.md,
// "Money"): what is claimable, the claim, the transfer's terms and the transfer. The two writes are
// money requests: each carries its action's idempotency key (./money-keys), so a lost answer is
// asked again and paid at most once. Every answer is checked; a malformed one fails whole.

import type * as wire from '../../contract/rebates';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { withMoneyKey } from './money-keys';
import { isArrayOf, isBoolean, isNumber, isRecord, isString } from '@/lib/guards';

export type ManualRebate = wire.ManualRebate;
export type MoneyOrder = wire.MoneyOrderAnswer;
export type UplineTransferInfo = wire.UplineTransferInfo;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

const isRebateLine = (v: unknown): v is ManualRebate['list'][number] =>
  isRecord<ManualRebate['list'][number]>(v) && isString(v.category) && isNumber(v.stake) && isNumber(v.rebate);

export function decodeManualRebate(v: unknown): ManualRebate {
  if (!isRecord<ManualRebate>(v) || !isNumber(v.claimable) || !isArrayOf(v.list, isRebateLine)) throw invalid();
  return { claimable: v.claimable, list: v.list.map(({ category, stake, rebate }) => ({ category, stake, rebate })) };
}

export function decodeMoneyOrder(v: unknown): MoneyOrder {
  if (!isRecord<MoneyOrder>(v) || !isString(v.orderNo) || !isNumber(v.amount) || !isNumber(v.sumBalance)) throw invalid();
  return { orderNo: v.orderNo, amount: v.amount, sumBalance: v.sumBalance };
}

export function decodeTransferInfo(v: unknown): UplineTransferInfo {
  if (
    !isRecord<UplineTransferInfo>(v) ||
    !isString(v.upline) ||
    !isNumber(v.min) ||
    !isNumber(v.max) ||
    !isNumber(v.turnoverRemaining) ||
    !isBoolean(v.paymentPasswordSet)
  ) {
    throw invalid();
  }
  return { upline: v.upline, min: v.min, max: v.max, turnoverRemaining: v.turnoverRemaining, paymentPasswordSet: v.paymentPasswordSet };
}

export async function fetchManualRebate(signal?: AbortSignal): Promise<ManualRebate> {
  return decodeManualRebate(await request<unknown>({ url: '/wps/relay/MCSFE_getManualRebate', moduleId: 'MANPLAYREB3', signal }));
}

/** Claims everything accrued for `member` (`rebate.nothing.to.claim` under ৳1). */
export function claimRebate(member: string): Promise<MoneyOrder> {
  return withMoneyKey({ member, name: 'rebate-claim', body: null }, async (idempotencyKey) =>
    decodeMoneyOrder(await request<unknown>({ method: 'post', url: '/wps/relay/MCSFE_claimManualRebate', moduleId: 'MANPLAYREB3', idempotencyKey })),
  );
}

/** The transfer's terms; a closed gate is `transfer.not.allowed`. */
export async function fetchTransferInfo(signal?: AbortSignal): Promise<UplineTransferInfo> {
  return decodeTransferInfo(await request<unknown>({ url: '/wps/relay/MCSFE_getUplineTransferInfo', moduleId: 'FUNDTRANS3', signal }));
}

/** Sends `amount` (a string of taka) to the upline, confirmed by the payment password (encrypted).
 *  The key is the amount's: the password is never part of a stored fingerprint. */
export function transferToUpline(member: string, amount: string, paymentPassword: string): Promise<MoneyOrder> {
  return withMoneyKey({ member, name: 'upline-transfer', body: { amount } }, async (idempotencyKey) =>
    decodeMoneyOrder(
      await encryptedRequest<unknown>({
        url: '/wps/relay/passwordCheck/MCSFE_transferToUpline',
        moduleId: 'FUNDTRANS3',
        idempotencyKey,
        payload: { amount, paymentPassword } satisfies wire.TransferToUplineBody,
      }),
    ),
  );
}
