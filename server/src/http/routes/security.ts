import type { PaymentPasswordBody } from '../../../../contract/security.ts';
import { sendPaymentPasswordCode, setPaymentPassword } from '../../modules/payment-password/set-password.ts';
import { securityConfig } from '../../modules/security-centre/security-config.ts';
import { readStrings } from '../fields.ts';
import { readEncrypted, requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** The security centre (docs/money.md, "Payment password" and "Security centre"; module id SECPRIV). */
export const securityRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    handler: (ctx) => securityConfig(ctx.db, requireMember(ctx)),
  },
  {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    handler: async (ctx) => {
      const member = requireMember(ctx);
      const fields = readStrings(
        await readEncrypted<PaymentPasswordBody>(ctx),
        ['newPaymentPassword', 'confirmNewPaymentPassword'],
        ['loginPassword', 'oldPaymentPassword', 'verificationCode'],
      );
      return setPaymentPassword(ctx.db, ctx.guards, member, fields);
    },
  },
  {
    // The code that proves a set or change instead of a password, to the bound number.
    method: 'POST',
    path: '/wps/member/paymentPassword/sms',
    handler: (ctx) => sendPaymentPasswordCode(ctx.db, ctx.guards, ctx.merchant, requireMember(ctx), ctx.language),
  },
];
