import type { DepositBody, DepositChannels } from '../../../../contract/deposit.ts';
import { TRIAL_TYPE, type Member } from '../../modules/accounts/members.ts';
import { channelView, listChannels } from '../../modules/deposit/channels.ts';
import { createDeposit } from '../../modules/deposit/create.ts';
import { depositPromotions } from '../../modules/deposit/promotions.ts';
import { depositByOrderNo, depositRecords, readStatus } from '../../modules/deposit/records.ts';
import { RuleError } from '../../modules/rule-error.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { asObject } from '../fields.ts';
import { idempotentRoute } from '../idempotent.ts';
import { queryText } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { ApiContext, Route } from '../router.ts';

/** Deposits (docs/money.md, "Deposit channels", "Deposit: the two ways", "Records"). */

/** The session's member, unless a trial account (its demo credit is not money). */
function depositor(ctx: ApiContext): Member {
  const member = requireMember(ctx);
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  return member;
}

export const depositRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/v2/transaction/deposit/channels',
    handler: (ctx): DepositChannels => {
      const member = depositor(ctx);
      return {
        channels: listChannels(ctx.db, ctx.merchant.code).map((c) => channelView(c, ctx.language)),
        promotions: depositPromotions(ctx.db, member, ctx.language),
      };
    },
  },
  idempotentRoute<unknown>({
    method: 'POST',
    path: '/wps/v2/transaction/deposit',
    write: (ctx, member, body) => createDeposit(ctx.db, member, asObject<DepositBody>(body)),
  }),
  {
    method: 'GET',
    path: '/wps/v2/transaction/deposit',
    handler: (ctx) => {
      const member = depositor(ctx);
      const orderNo = queryText(ctx.query, 'orderNo', 32);
      if (!orderNo) throw new RuleError('request.param.invalid');
      return depositByOrderNo(ctx.db, member, orderNo);
    },
  },
  {
    method: 'GET',
    path: '/wps/v2/transaction/deposit/records',
    handler: (ctx) => {
      const member = depositor(ctx);
      return depositRecords(ctx.db, member, readRecordQuery(ctx.query, ['status']), readStatus(ctx.query));
    },
  },
];
