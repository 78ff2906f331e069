import { checkAffiliateCode } from '../../modules/accounts/affiliate.ts';
import type { Route } from '../router.ts';

/** GET /wps/agent/affiliate?code=&domain= (AFFMAN3). `domain` is accepted; codes are per merchant. */
export const agentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/agent/affiliate',
    handler: ({ db, merchant, query }) => checkAffiliateCode(db, merchant.code, (query.get('code') ?? '').trim()),
  },
];
