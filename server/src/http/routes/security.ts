import type { BindEmailBody, BindMobileBody, EmailCodeBody, MobileSmsBody, PaymentPasswordBody } from '../../../../contract/security.ts';
import { sendPaymentPasswordCode, setPaymentPassword } from '../../modules/payment-password/set-password.ts';
import { bindEmail, sendEmailCode } from '../../modules/security-centre/bind-email.ts';
import { bindMobile, sendMobileCode } from '../../modules/security-centre/bind-mobile.ts';
import { securityConfig } from '../../modules/security-centre/security-config.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject, readStrings } from '../fields.ts';
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
  {
    method: 'POST',
    path: '/wps/member/mobile/sms',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const body = asObject<MobileSmsBody>(ctx.body);
      const { which } = readStrings(body, ['which']);
      if (which !== 'current' && which !== 'new') throw new ApiError(400, ErrorCodes.bodyInvalid);
      const target =
        which === 'new' ? readStrings(body as { mobileNum: string; countryDialingCode: string }, ['mobileNum', 'countryDialingCode']) : null;
      const { db, guards, merchant, language, ip } = ctx;
      return sendMobileCode(
        { db, guards, merchant, language, ip },
        member,
        target && { dialingCode: target.countryDialingCode, mobile: target.mobileNum },
      );
    },
  },
  {
    method: 'PUT',
    path: '/wps/member/mobile',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const fields = readStrings(
        asObject<BindMobileBody>(ctx.body),
        ['mobileNum', 'countryDialingCode', 'verificationCode'],
        ['currentVerificationCode'],
      );
      return bindMobile(ctx.db, member, fields);
    },
  },
  {
    method: 'POST',
    path: '/wps/member/email/code',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const { email } = readStrings(asObject<EmailCodeBody>(ctx.body), ['email']);
      return sendEmailCode(ctx.db, ctx.guards, ctx.merchant, member, email, ctx.language);
    },
  },
  {
    method: 'PUT',
    path: '/wps/member/email',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const { email, verificationCode } = readStrings(asObject<BindEmailBody>(ctx.body), ['email', 'verificationCode']);
      return bindEmail(ctx.db, member, email, verificationCode);
    },
  },
];
