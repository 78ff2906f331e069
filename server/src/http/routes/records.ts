import type { LedgerType } from '../../../../contract/records.ts';
import { AGENT_LEDGER_TYPES, LEDGER_RECORD_TYPES, ledgerRecords } from '../../modules/wallet/ledger-records.ts';
import { PNL_GROUPS, profitAndLoss } from '../../modules/wallet/profit-and-loss.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { queryText } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/**
 * The account record (with `types=A`, the agent's: docs/agent-area.md) and profit and loss
 * (docs/money.md, "Records"). Both read the session's
 * member only: no member id or name is read from the request.
 */

/** The ledger type filter, exact (lower case, as stored), within `types=A` (the agent's types)
 *  when given; undefined: every type. */
function readLedgerTypes(query: URLSearchParams): readonly LedgerType[] | undefined {
  const group = queryText(query, 'types');
  const allowed = group === 'A' ? AGENT_LEDGER_TYPES : LEDGER_RECORD_TYPES;
  const value = queryText(query, 'type');
  if ((group && group !== 'A') || (value && !(allowed as readonly string[]).includes(value))) throw new ApiError(400, ErrorCodes.paramInvalid);
  return value ? [value as LedgerType] : group ? allowed : undefined;
}

export const recordRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    handler: (ctx) => {
      const member = requireMember(ctx);
      return ledgerRecords(ctx.db, member.id, readRecordQuery(ctx.query, ['type', 'types']), readLedgerTypes(ctx.query));
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/ODSFE2_PersonalPNL',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const range = readRecordQuery(ctx.query, ['groupBy']);
      const group = queryText(ctx.query, 'groupBy').toUpperCase() || 'DAY';
      if (!(PNL_GROUPS as readonly string[]).includes(group)) throw new ApiError(400, ErrorCodes.paramInvalid);
      return profitAndLoss(ctx.db, member.id, range, group as (typeof PNL_GROUPS)[number]);
    },
  },
];
