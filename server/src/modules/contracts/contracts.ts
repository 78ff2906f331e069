import type { ContractFlag, ContractStatus } from '../../../../contract/member.ts';
import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';

/**
 * GET /wps/member/info/funds/consolidated (reference §7.15): which agent contracts wait for the
 * member's answer (1) or not (0). The platform has two dividend flags (with and without a
 * compensation period); one dividend offer here sets both.
 */

export function contractStatus(db: Db, member: Member): ContractStatus {
  const pending = new Set(
    (db.prepare("SELECT kind FROM agent_contracts WHERE member_id = ? AND status = 'pending'").all(member.id) as Array<{ kind: string }>).map(
      (row) => row.kind,
    ),
  );
  const flag = (kind: string): ContractFlag => (pending.has(kind) ? 1 : 0);
  return {
    dailysalreqtype: flag('daily'),
    divtypecompperiodreq: flag('dividend'),
    divtypereq: flag('dividend'),
    contracthoursalreq: flag('hourly'),
    realtimesalreqtype: flag('realtime'),
  };
}
