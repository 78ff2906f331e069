import type { DividendInfo } from '../../../../contract/agent.ts';
import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';
import { contractStatus } from '../contracts/contracts.ts';
import { contractView } from '../contracts/offers.ts';

/**
 * MCS2_processDividendReq (docs/member-area.md, docs/agent-area.md): whether the agent has
 * dividends (a dividend contract offered or signed: the agent home's dividend footer item), which
 * contracts wait for an answer (1) or not (0), as in the contract status call, and the dividend
 * contract with its periods (the dividend pages).
 */

export function dividendInfo(db: Db, member: Member): DividendInfo {
  const { dailysalreqtype, divtypecompperiodreq, contracthoursalreq } = contractStatus(db, member);
  const view = contractView(db, member, 'dividend');
  const enabled = view.contract?.status === 'pending' || view.contract?.status === 'signed';
  return { enabled, dailysalreqtype, divtypecompperiodreq, contracthoursalreq, ...view };
}
