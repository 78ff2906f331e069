import { memberClub } from '../../modules/member-club/member-club.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** The VIP benefits page (module MEMCLUB3): levels, benefits and the member's progress. */
export const memberClubRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/MCS2_getMemberClubBenefit',
    handler: (ctx) => memberClub(ctx.db, requireMember(ctx), ctx.language),
  },
];
