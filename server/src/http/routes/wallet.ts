import { legacyWalletBalance, walletBalance } from '../../modules/accounts/profile.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** GET /wps/v2/wallets/balance and the old clients' GET /wps/wallets/balance (reference §7.15). */
export const walletRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    handler: (ctx) => walletBalance(requireMember(ctx)),
  },
  {
    method: 'GET',
    path: '/wps/wallets/balance',
    handler: (ctx) => legacyWalletBalance(requireMember(ctx)),
  },
];
