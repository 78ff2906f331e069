// A new deposit order (docs/money.md, "Deposit: the two ways"): a money write, whose idempotency
// key survives retries and reloads (./money-keys). Sending needs it, showing the deposit form does
// not: the form loads this module once it is on screen, and a send waits for it if it has not come
// (0.69 kB brotli of keys off the page's first download: docs/perf.md, "The deposit tap"). Imported
// only dynamically, so its chunk is its own and `import()` gets its exports as they are named.

import type { DepositBody, DepositResult } from '../../contract/deposit';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { withMoneyKey } from './money-keys';
import { isNumber, isRecord, isString } from '@/lib/guards';

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

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
    decodeDepositResult(
      await request<unknown>({ method: 'post', url: '/wps/v2/transaction/deposit', moduleId: 'COMM3', data: body, idempotencyKey }),
    ),
  );
}
