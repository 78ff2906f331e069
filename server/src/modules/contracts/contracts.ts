import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';

/**
 * GET /wps/member/info/funds/consolidated (reference §7.15): which agent contracts wait for the
 * member's answer (1) or not (0). The platform has two dividend flags (with and without a
 * compensation period); one dividend offer here sets both.
 */

export interface ContractStatus {
  dailysalreqtype: 0 | 1;
  divtypecompperiodreq: 0 | 1;
  divtypereq: 0 | 1;
  contracthoursalreq: 0 | 1;
  realtimesalreqtype: 0 | 1;
}

export function contractStatus(db: Db, member: Member): ContractStatus {
  const pending = new Set(
    (db.prepare("SELECT kind FROM agent_contracts WHERE member_id = ? AND status = 'pending'")
      .all(member.id) as Array<{ kind: string }>).map((row) => row.kind),
  );
  const flag = (kind: string): 0 | 1 => (pending.has(kind) ? 1 : 0);
  return {
    dailysalreqtype: flag('daily'),
    divtypecompperiodreq: flag('dividend'),
    divtypereq: flag('dividend'),
    contracthoursalreq: flag('hourly'),
    realtimesalreqtype: flag('realtime'),
  };
}
