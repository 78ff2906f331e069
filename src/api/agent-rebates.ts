// The agent's rebate setting and rebate income (docs/agent-area.md, "Rebate rates", "Rebate
// difference"; docs/api.md, "Agent"). Rates travel in basis points by category; setting them moves
// no money (a repeat sets the same), so no idempotency key. Every answer is checked.

import type * as wire from '../../contract/agent-rebates';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { pageCall } from './records';
import { isArrayOf, isNumber, isRecord, isString } from '@/lib/guards';

export type RatesBp = wire.RatesBp;
export type AgentRebateSettings = wire.AgentRebateSettings;
export type DownlineRebates = wire.DownlineRebates;
export type RebateIncomeRow = wire.RebateIncomeRow;
export type RebateIncomeSummary = wire.RebateIncomeSummary;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
const MODULE = 'COMM3';

const isRates = (v: unknown): v is RatesBp => isRecord(v) && Object.values(v).every(isNumber);

function decodeSettings(v: unknown): AgentRebateSettings {
  if (!isRecord<AgentRebateSettings>(v) || !isArrayOf(v.categories, isString) || !isRates(v.own) || !isRates(v.defaults)) throw invalid();
  return { categories: v.categories, own: v.own, defaults: v.defaults };
}

function decodeDownline(v: unknown): DownlineRebates {
  if (!isRecord<DownlineRebates>(v) || !isString(v.member) || !isArrayOf(v.categories, isString) || !isRates(v.own) || !isRates(v.rates)) {
    throw invalid();
  }
  return { member: v.member, categories: v.categories, own: v.own, rates: v.rates };
}

export async function fetchAgentRebates(signal?: AbortSignal): Promise<AgentRebateSettings> {
  return decodeSettings(await request<unknown>({ url: '/wps/agent/rebates', moduleId: MODULE, signal }));
}

export async function saveRebateDefaults(rates: RatesBp): Promise<AgentRebateSettings> {
  const data: wire.RebateDefaultsBody = { rates };
  return decodeSettings(await request<unknown>({ method: 'post', url: '/wps/agent/rebateDefaults', moduleId: MODULE, data }));
}

/** A direct member's rates; another team's member is 404 `agent.downline.not.found`. */
export async function fetchDownlineRebates(member: string, signal?: AbortSignal): Promise<DownlineRebates> {
  return decodeDownline(await request<unknown>({ url: '/wps/agent/downlineRebates', moduleId: MODULE, params: { member }, signal }));
}

/** Above one's own in a category: 400 `agent.rebate.above.own`, value `{ category, max }`. */
export async function saveDownlineRebates(member: string, rates: RatesBp): Promise<DownlineRebates> {
  const data: wire.UpdateDownlineRebatesBody = { member, rates };
  return decodeDownline(await request<unknown>({ method: 'post', url: '/wps/agent/updateDownlineRebates', moduleId: MODULE, data }));
}

/** The income page's record (components/record-list), `groupBy` DAY or MEMBER. */
export const fetchRebateIncome = pageCall<RebateIncomeRow, RebateIncomeSummary>('/wps/agent/rebateIncome', 'AGEREBINC3');
