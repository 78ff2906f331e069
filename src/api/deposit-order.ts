// One deposit order's state, for the result page a gateway payment comes back to (docs/money.md,
// "Deposit: the two ways"). Apart from ./deposit: the result page is another route chunk.

import type { DepositRow, DepositStatus } from '../../contract/deposit';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isNumber, isRecord, isString, str } from '@/lib/guards';

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
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
  return decodeDepositOrder(await request<unknown>({ url: '/wps/v2/transaction/deposit', params: { orderNo }, moduleId: 'COMM3', signal }));
}
