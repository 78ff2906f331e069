import type { ClaimBody } from '../../../../contract/promotions.ts';
import { TRIAL_TYPE } from '../../modules/accounts/members.ts';
import { claimPromotion } from '../../modules/promotions/claim.ts';
import { memberPromotions, merchantPromotions } from '../../modules/promotions/promotions.ts';
import { referralInfo } from '../../modules/referral/referral.ts';
import { RuleError } from '../../modules/rule-error.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject, idField } from '../fields.ts';
import { idempotentRoute } from '../idempotent.ts';
import { requireMember } from '../request-helpers.ts';
import type { ApiContext, Route } from '../router.ts';

/** Reward centre and activities (module REWCEN3) and the invite-friends call (AFFMAN3). */

/** A host name with an optional port; anything else (a forged header) falls back to the merchant's domain. */
const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d+)?$/;

/**
 * The origin the player reached us on, for the invitation link: https, except on a loopback
 * address (local demo and e2e servers speak plain http).
 */
function requestOrigin(ctx: ApiContext): string {
  const header = ctx.headers.host ?? '';
  const host = HOST_PATTERN.test(header) ? header : ctx.merchant.mainDomain.replace(/^https?:\/\//, '');
  return `${LOOPBACK.test(host) ? 'http' : 'https'}://${host}`;
}

export const promotionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    handler: (ctx) => merchantPromotions(ctx.db, ctx.merchant.code, ctx.language),
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    handler: (ctx) => memberPromotions(ctx.db, requireMember(ctx), ctx.language),
  },
  idempotentRoute({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    // The client sends no key yet; a claim is once-only by its own UNIQUE row meanwhile.
    keyOptional: true,
    write: (ctx, member) => {
      const result = claimPromotion(ctx.db, member, idField(asObject<ClaimBody>(ctx.body), 'promotionId'));
      if ('refused' in result) throw new ApiError(400, result.refused);
      return result;
    },
  }),
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralInfo',
    handler: (ctx) => {
      const member = requireMember(ctx);
      // A trial account is thrown away after a day: nobody should register under it.
      if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
      return referralInfo(ctx.db, member, requestOrigin(ctx));
    },
  },
];
