// The money records' calls (docs/money.md, "Records"; docs/api.md, "Money"): one decoder for the
// shared page shape, one small call per record. Rows are shown as sent; amounts are taka.

import type { BetRow, BetSummary } from '../../contract/bets';
import type { DepositRow, DepositSummary } from '../../contract/deposit';
import type { RebateReportPage, RebateReportRow, RebateSettings } from '../../contract/rebates';
import type { LedgerRow, LedgerSummary, PnlAnswer, PnlRow, PnlSummary } from '../../contract/records';
import type { WithdrawRow, WithdrawSummary } from '../../contract/withdraw';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isNumber, isRecord } from '@/lib/guards';

export type { BetRow, DepositRow, LedgerRow, PnlRow, WithdrawRow, WithdrawSummary };
export type RebateRow = RebateReportRow;
export type RebateSummary = RebateReportPage['summary'];
export type { LedgerType } from '../../contract/records';

/** A page of a record: rows newest first; `summary` totals the whole filtered range. */
export interface RecordPage<T, S> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: S;
}

/** The query every record takes: Dhaka days `YYYY-MM-DD`, both included, and the record's filter. */
export interface RecordQuery {
  startDate: string;
  endDate: string;
  pageNo: number;
  /** The record's own filter (`status`, `type`, `gameType`, `groupBy`) and its value. */
  filter?: { name: string; value: string };
  /** A searched list's text ('' for all). */
  search?: string;
}

export const PAGE_SIZE = 20;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

function decodePage<T, S>(v: unknown): RecordPage<T, S> {
  if (!isRecord<RecordPage<T, S>>(v) || !Array.isArray(v.list) || !v.list.every((r) => isRecord(r)) || !isRecord(v.summary)) throw invalid();
  if (!isNumber(v.pageNum) || !isNumber(v.totalPages) || !isNumber(v.totalCount)) throw invalid();
  return { list: v.list as T[], pageNum: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount, summary: v.summary as S };
}

const params = (q: RecordQuery, paged = true) => ({
  startDate: q.startDate,
  endDate: q.endDate,
  ...(paged ? { pageNo: q.pageNo, pageSize: PAGE_SIZE } : {}),
  ...(q.filter && q.filter.value ? { [q.filter.name]: q.filter.value } : {}),
});

const pageCall =
  <T, S>(url: string, moduleId: string) =>
  (q: RecordQuery, signal: AbortSignal): Promise<RecordPage<T, S>> =>
    request<unknown>({ url, moduleId, params: params(q), signal }).then((v) => decodePage<T, S>(v));

export const fetchDeposits = pageCall<DepositRow, DepositSummary>('/wps/v2/transaction/deposit/records', 'DEPRECM3');
export const fetchWithdrawals = pageCall<WithdrawRow, WithdrawSummary>('/wps/v2/transaction/withdraw/records', 'WITHREC3');
export const fetchLedger = pageCall<LedgerRow, LedgerSummary>('/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3');
export const fetchBets = pageCall<BetRow, BetSummary>('/wps/relay/ODSFE2_MemBetDet', 'TRANSBETREPMEM3');
export const fetchRebates = pageCall<RebateRow, RebateSummary>('/wps/relay/MCSFE_getRebateReport', 'PLYRBT');

/** Profit and loss is not paged: one page of every group (`groupBy` day or category). */
export async function fetchProfitAndLoss(q: RecordQuery, signal: AbortSignal): Promise<RecordPage<PnlRow, PnlSummary>> {
  const v = await request<unknown>({ url: '/wps/relay/ODSFE2_PersonalPNL', moduleId: 'PERSPNL3', params: params(q, false), signal });
  if (!isRecord<PnlAnswer>(v) || !Array.isArray(v.list) || !isRecord(v.summary)) throw invalid();
  const list = v.list.filter((r) => isRecord(r)) as unknown as PnlRow[];
  return { list, pageNum: 1, totalPages: 1, totalCount: list.length, summary: v.summary as unknown as PnlSummary };
}

export async function fetchRebateRates(signal: AbortSignal): Promise<RebateSettings> {
  const v = await request<unknown>({ url: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', moduleId: 'PLYRBT', signal });
  if (!isRecord<RebateSettings>(v) || !isNumber(v.level) || !Array.isArray(v.list)) throw invalid();
  return { level: v.level, list: v.list.filter((r) => isRecord(r)) as RebateSettings['list'] };
}
