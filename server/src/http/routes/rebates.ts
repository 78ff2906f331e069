import type { TransferToUplineBody } from '../../../../contract/rebates.ts';
import { verifyPaymentPassword } from '../../modules/payment-password/verify.ts';
import { claimRebate, manualRebate, rebateReport, rebateSettings } from '../../modules/rebates/rebates.ts';
import { checkTransfer, transferToUpline, uplineTransferInfo } from '../../modules/transfer/upline-transfer.ts';
import { parseAmountMinor } from '../../modules/wallet/amount.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { requireSwitch } from '../../modules/whitelabel/switches.ts';
import { requiredString } from '../fields.ts';
import { idempotentRoute } from '../idempotent.ts';
import { readEncrypted, requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** Rebates and the superior transfer (docs/money.md, "Rebates", "Superior transfer"; docs/api.md, "Money"). */
export const rebateRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    handler: (ctx) => {
      const member = requireMember(ctx);
      requireSwitch(ctx.db, member.merchant, 'PLYRBT');
      return rebateSettings(ctx.db, member);
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getRebateReport',
    handler: (ctx) => {
      const member = requireMember(ctx);
      requireSwitch(ctx.db, member.merchant, 'PLYRBT');
      return rebateReport(ctx.db, member, readRecordQuery(ctx.query, []));
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getManualRebate',
    handler: (ctx) => {
      const member = requireMember(ctx);
      requireSwitch(ctx.db, member.merchant, 'MANPLAYREB3');
      return manualRebate(ctx.db, member);
    },
  },
  idempotentRoute({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimManualRebate',
    // The claim has no body: the key alone makes it once.
    read: () => null,
    write: (ctx, member) => {
      requireSwitch(ctx.db, member.merchant, 'MANPLAYREB3');
      return claimRebate(ctx.db, member);
    },
  }),
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getUplineTransferInfo',
    handler: (ctx) => uplineTransferInfo(ctx.db, requireMember(ctx)),
  },
  idempotentRoute<{ amountMinor: number }>({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_transferToUpline',
    // The password is checked here, before the key's transaction (the check is async). The key is
    // bound to the amount alone: a 6-digit password's plain hash must not be stored with it.
    read: async (ctx, member) => {
      const fields = await readEncrypted<TransferToUplineBody>(ctx);
      const amountMinor = parseAmountMinor(fields.amount, false);
      const paymentPassword = requiredString(fields, 'paymentPassword');
      // The gate and the range first: a refused transfer spends no password guess.
      checkTransfer(ctx.db, member, amountMinor);
      await verifyPaymentPassword(ctx.db, member, paymentPassword);
      return { amountMinor };
    },
    write: (ctx, member, body) => transferToUpline(ctx.db, member, body.amountMinor),
  }),
];
