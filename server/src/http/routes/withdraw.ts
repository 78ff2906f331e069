import type { AddPayoutAccountBody, RealNameBody, RemovePayoutAccountBody, WithdrawBody } from '../../../../contract/withdraw.ts';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount, sendPayoutCode } from '../../modules/payout-accounts/accounts.ts';
import { setRealName } from '../../modules/payout-accounts/real-name.ts';
import { checkWithdrawRequest, createWithdrawal, type WithdrawRequest } from '../../modules/withdraw/create.ts';
import { withdrawInfo } from '../../modules/withdraw/info.ts';
import { readWithdrawStatus, withdrawRecords } from '../../modules/withdraw/records.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { asObject, idField, readStrings } from '../fields.ts';
import { idempotentRoute } from '../idempotent.ts';
import { readEncrypted, requireMember } from '../request-helpers.ts';
import type { ApiContext, Route } from '../router.ts';

/** Withdrawals, payout accounts and the real name (docs/money.md, "Withdrawal", "Security centre"). */

/** The encrypted withdraw body, checked up to the payment password; the key is bound to the rest. */
async function readWithdraw(ctx: ApiContext): Promise<WithdrawRequest> {
  const member = requireMember(ctx);
  const fields = await readEncrypted<WithdrawBody>(ctx);
  const { amount, paymentPassword } = readStrings(fields, ['amount', 'paymentPassword']);
  const request = { payoutAccountId: idField(fields, 'payoutAccountId'), amount };
  await checkWithdrawRequest(ctx.db, member, request, paymentPassword);
  return request;
}

export const withdrawRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/v2/transaction/withdraw/info',
    handler: (ctx) => withdrawInfo(ctx.db, requireMember(ctx), ctx.language),
  },
  idempotentRoute<WithdrawRequest>({
    method: 'POST',
    path: '/wps/v2/transaction/withdraw',
    read: readWithdraw,
    write: (ctx, member, request) => createWithdrawal(ctx.db, member, request, ctx.language),
  }),
  {
    method: 'GET',
    path: '/wps/v2/transaction/withdraw/records',
    handler: (ctx) => withdrawRecords(ctx.db, requireMember(ctx), readRecordQuery(ctx.query, ['status']), readWithdrawStatus(ctx.query)),
  },
  {
    method: 'PUT',
    path: '/wps/member/realName',
    handler: (ctx) => setRealName(ctx.db, requireMember(ctx), readStrings(asObject<RealNameBody>(ctx.body), ['payeeName']).payeeName),
  },
  {
    method: 'GET',
    path: '/wps/member/payoutAccounts',
    handler: (ctx) => listPayoutAccounts(ctx.db, requireMember(ctx), ctx.language),
  },
  {
    method: 'POST',
    path: '/wps/member/payoutAccount/sms',
    handler: (ctx) => sendPayoutCode(ctx.db, ctx.guards, ctx.merchant, requireMember(ctx), ctx.language),
  },
  idempotentRoute<unknown>({
    method: 'PUT',
    path: '/wps/member/payoutAccount',
    write: (ctx, member, body) =>
      addPayoutAccount(
        ctx.db,
        member,
        readStrings(
          asObject<AddPayoutAccountBody>(body),
          ['type', 'accountNo', 'verificationCode'],
          ['accountName', 'bankCode', 'branch', 'routingNo'],
        ),
        ctx.language,
      ),
  }),
  idempotentRoute<unknown>({
    method: 'DELETE',
    path: '/wps/member/payoutAccount',
    write: (ctx, member, body) => removePayoutAccount(ctx.db, member, idField(asObject<RemovePayoutAccountBody>(body), 'id')),
  }),
];
