// Contract offers waiting for an agent's answer (platform reference §7.15, "funds consolidated";
// home contract: item 9). 1 means offered and not answered yet.

import type { ContractStatus } from '../../contract/member';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isRecord, type Fields } from '@/lib/guards';

export interface PendingContracts {
  dailySalary: boolean;
  /** Either dividend flag: by type (`divtypereq`) or by compensation period (`divtypecompperiodreq`). */
  dividend: boolean;
  hourlySalary: boolean;
}

const pending = (r: Fields<ContractStatus>, key: keyof ContractStatus) => r[key] === 1 || r[key] === '1';

export async function fetchPendingContracts(signal?: AbortSignal): Promise<PendingContracts> {
  const v = await request<unknown>({ url: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', signal });
  if (!isRecord<ContractStatus>(v)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return {
    dailySalary: pending(v, 'dailysalreqtype'),
    dividend: pending(v, 'divtypereq') || pending(v, 'divtypecompperiodreq'),
    hourlySalary: pending(v, 'contracthoursalreq'),
  };
}
