import { contractStatus } from '../../modules/contracts/contracts.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** Agent contract offers: which ones wait for the member's answer (reference §7.15). */
export const contractRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    handler: (ctx) => contractStatus(ctx.db, requireMember(ctx)),
  },
];
