// The member's promotions call (MCSFE_getAvailablePromotions, module REWCEN3), whose answer carries
// the claimable count beside the list. Apart from the list's decoders (promotions.ts decodes this
// answer), in the member's state chunk (vite.config.ts): the footer's Reward badge asks for the
// count on any page, and must not download the promotion pages' code for it.

import { request } from './client';

/** The answer as sent: promotions.ts decodes the list, the badge reads only `unclaimedCount`
 *  (state/reward-badge.ts; state/rewards.ts accepts only a count). */
export const fetchMemberPromotionsValue = (signal?: AbortSignal): Promise<unknown> =>
  request<unknown>({ url: '/wps/relay/MCSFE_getAvailablePromotions', moduleId: 'REWCEN3', signal });
