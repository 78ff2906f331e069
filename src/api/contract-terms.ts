// The contract pages' calls (docs/agent-area.md, "Contracts, salaries and dividends"). Apart
// from contracts.ts, which the home page's prompts load: these bytes are the contract pages' only.

import type * as wire from '../../contract/contracts';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isArrayOf, isNumber, isRecord, isString } from '@/lib/guards';

/** The three contract pages' calls (platform reference §2.4: path, method and module per kind;
 *  docs/agent-area.md). The answer is the latest contract of the kind and its periods; with an
 *  answer, the pending contract `id` is signed or declined first. The dividend call also carries
 *  the agent home's dividend info, not read here. */
export type ContractKind = wire.ContractKind;
export type ContractView = wire.ContractView;
export type ContractPeriod = wire.ContractPeriod;
export type ContractTerms = wire.ContractTerms;

const CALLS: Record<ContractKind, { url: string; moduleId: string; method: 'get' | 'post' }> = {
  daily: { url: '/wps/relay/MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3', method: 'get' },
  hourly: { url: '/wps/relay/MCS2_processContractHourSalary', moduleId: 'HOURSAL3', method: 'post' },
  dividend: { url: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3', method: 'get' },
};

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
const STATES: readonly string[] = ['pending', 'signed', 'declined', 'ended'];
const PERIOD_STATES: readonly string[] = ['pending', 'paid', 'none'];

const isTier = (v: unknown): v is wire.ContractTier => isRecord<wire.ContractTier>(v) && isNumber(v.from) && isNumber(v.pay);
const isTerms = (v: unknown): v is ContractTerms =>
  isRecord<ContractTerms>(v) &&
  isNumber(v.id) &&
  isString(v.status) &&
  STATES.includes(v.status) &&
  isArrayOf(v.tiers, isTier) &&
  isString(v.startsOn) &&
  isString(v.offeredAt);
const isPeriod = (v: unknown): v is ContractPeriod =>
  isRecord<ContractPeriod>(v) &&
  isString(v.period) &&
  isNumber(v.teamStake) &&
  isNumber(v.teamNet) &&
  isNumber(v.tierPay) &&
  isNumber(v.amount) &&
  isString(v.state) &&
  PERIOD_STATES.includes(v.state);

function decodeView(v: unknown): ContractView {
  if (!isRecord<ContractView>(v) || !(v.contract === null || isTerms(v.contract)) || !isArrayOf(v.periods, isPeriod)) throw invalid();
  return { contract: v.contract, periods: v.periods };
}

/** The contract page's data; with `answer`, the answer first (a 409 `contract.not.pending` means
 *  it was answered already: load the view again). */
export async function fetchContract(kind: ContractKind, signal?: AbortSignal, answer?: wire.ContractAnswer): Promise<ContractView> {
  const { url, moduleId, method } = CALLS[kind];
  const v = await request<unknown>(
    method === 'get' ? { url, moduleId, params: { ...answer }, signal } : { method, url, moduleId, data: answer ?? {}, signal },
  );
  return decodeView(v);
}
