// Withdrawals, payout accounts and the real name (docs/money.md, "Withdrawal" and "Security
// centre"; docs/api.md, "Money"). Only the money pages import this. Every write carries its
// action's idempotency key (money-keys.ts); the withdrawal is encrypted with the login codec.

import type * as wire from '../../contract/withdraw';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { withMoneyKey } from './money-keys';
import { decodeSmsSent, type SmsSent } from './session';
import { isArrayOf, isBoolean, isNumber, isRecord, isString } from '@/lib/guards';

export type PayoutAccount = wire.PayoutAccount;
export type PayoutType = wire.PayoutType;
export type WithdrawInfo = wire.WithdrawInfo;
export type PayoutAccounts = wire.PayoutAccounts;
export type WithdrawResult = wire.WithdrawResult;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

const isAccount = (v: unknown): v is PayoutAccount =>
  isRecord<PayoutAccount>(v) && isNumber(v.id) && isString(v.type) && isString(v.accountNo) && isString(v.accountName) && isString(v.bankName);

const isRange = (v: unknown): v is { min: number; max: number } => isRecord<{ min: number; max: number }>(v) && isNumber(v.min) && isNumber(v.max);

export function decodeWithdrawInfo(v: unknown): WithdrawInfo {
  if (!isRecord<WithdrawInfo>(v) || !isNumber(v.balance) || !isNumber(v.frozen) || !isNumber(v.turnoverRemaining)) throw invalid();
  if (!isBoolean(v.paymentPasswordSet) || !isRecord(v.limits) || !isRecord<WithdrawInfo['today']>(v.today) || !isArrayOf(v.accounts, isAccount))
    throw invalid();
  if (!Object.values(v.limits).every(isRange)) throw invalid();
  const t = v.today;
  if (!isNumber(t.count) || !isNumber(t.countLimit) || !isNumber(t.amount) || !isNumber(t.amountLimit)) throw invalid();
  return v as WithdrawInfo;
}

export async function fetchWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return decodeWithdrawInfo(await request<unknown>({ url: '/wps/v2/transaction/withdraw/info', moduleId: 'COMM3', signal }));
}

/** Asks for a withdrawal; the key is bound to the account and amount, never the payment password. */
export function withdraw(body: wire.WithdrawBody, member: string): Promise<WithdrawResult> {
  const action = { member, name: 'withdraw', body: { payoutAccountId: body.payoutAccountId, amount: body.amount } };
  return withMoneyKey(action, async (idempotencyKey) => {
    const v = await encryptedRequest<unknown>({ url: '/wps/v2/transaction/withdraw', payload: body, idempotencyKey });
    if (!isRecord<WithdrawResult>(v) || !isString(v.orderNo) || !isNumber(v.sumBalance) || !isNumber(v.frozenBalance)) throw invalid();
    return v as WithdrawResult;
  });
}

export async function fetchPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccounts> {
  const v = await request<unknown>({ url: '/wps/member/payoutAccounts', moduleId: 'SECPRIV', signal });
  if (!isRecord<PayoutAccounts>(v) || !isArrayOf(v.list, isAccount) || !isNumber(v.max) || !isString(v.realName) || !Array.isArray(v.banks))
    throw invalid();
  return v as PayoutAccounts;
}

export async function setRealName(payeeName: string): Promise<string> {
  const data = { payeeName } satisfies wire.RealNameBody;
  const v = await request<unknown>({ method: 'put', url: '/wps/member/realName', moduleId: 'SECPRIV', data });
  if (!isRecord<wire.RealNameResult>(v) || !isString(v.realName)) throw invalid();
  return v.realName;
}

/** The code that confirms adding an account, by SMS to the account's bound number. */
export async function sendPayoutSms(): Promise<SmsSent> {
  return decodeSmsSent(await request<unknown>({ method: 'post', url: '/wps/member/payoutAccount/sms', moduleId: 'SECPRIV' }));
}

export function addPayoutAccount(data: wire.AddPayoutAccountBody, member: string): Promise<PayoutAccount> {
  // The code is part of the meaning (the server binds the key to it), and used up by the first answer.
  return withMoneyKey({ member, name: 'payout-add', body: data }, async (idempotencyKey) => {
    const v = await request<unknown>({ method: 'put', url: '/wps/member/payoutAccount', moduleId: 'SECPRIV', data, idempotencyKey });
    if (!isAccount(v)) throw invalid();
    return v;
  });
}

export function removePayoutAccount(id: number, member: string): Promise<void> {
  const data = { id } satisfies wire.RemovePayoutAccountBody;
  return withMoneyKey({ member, name: `payout-remove:${id}`, body: data }, async (idempotencyKey) => {
    await request<unknown>({ method: 'delete', url: '/wps/member/payoutAccount', moduleId: 'SECPRIV', data, idempotencyKey });
  });
}
