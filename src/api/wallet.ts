// The member's wallet (platform reference §7.15). Its own module, not member.ts: the header needs
// the balance on home, and member.ts ships with the account pages' chunk.

import type { WalletBalance } from '../../contract/member';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isRecord } from '@/lib/guards';

/** A number sent as a number or as a numeric string; NaN otherwise. */
const numeric = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : Number.NaN);

/** The total of the member's wallets (2 decimals, as the server rounds it). */
export async function fetchBalance(signal?: AbortSignal): Promise<Pick<WalletBalance, 'sumBalance'>> {
  const v = await request<unknown>({ url: '/wps/v2/wallets/balance', moduleId: 'COMM3', signal });
  const sumBalance = isRecord<WalletBalance>(v) ? numeric(v.sumBalance) : Number.NaN;
  if (!Number.isFinite(sumBalance)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return { sumBalance };
}
