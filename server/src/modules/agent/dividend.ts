import type { DividendInfo } from '../../../../contract/agent.ts';
import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';
import { contractStatus } from '../contracts/contracts.ts';

/**
 * MCS2_processDividendReq (docs/member-area.md): whether the agent has dividends (a dividend
 * contract offered or accepted, not declined: the agent home's dividend footer item) and which
 * contracts wait for an answer (1) or not (0), as in the contract status call.
 */

export function dividendInfo(db: Db, member: Member): DividendInfo {
  const { dailysalreqtype, divtypecompperiodreq, contracthoursalreq } = contractStatus(db, member);
  const dividend = db.prepare("SELECT 1 FROM agent_contracts WHERE member_id = ? AND kind = 'dividend' AND status <> 'declined'").get(member.id);
  return { enabled: dividend !== undefined, dailysalreqtype, divtypecompperiodreq, contracthoursalreq };
}
