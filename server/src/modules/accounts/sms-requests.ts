import type { SmsSent } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { RuleError } from '../rule-error.ts';
import { sendSmsCode, type SmsPurpose } from '../sms/codes.ts';
import { requirePhone } from '../sms/phone.ts';
import { isSwitchOn, requireSwitch } from '../whitelabel/switches.ts';
import { findMemberByPhone } from './members.ts';

/**
 * The three "send me a code" calls. Login and reset codes go only to numbers a member has;
 * a registration code only to a number nobody has yet.
 */

export interface SmsRequest {
  db: Db;
  guards: Guards;
  merchant: Merchant;
  language: Merchant['defaultLanguage'];
  dialingCode: string;
  mobile: string;
}

function send(req: SmsRequest, purpose: SmsPurpose, mustBeMember: boolean): SmsSent {
  const phone = requirePhone(req.db, req.merchant.code, req.dialingCode, req.mobile);
  const member = findMemberByPhone(req.db, req.merchant.code, phone);
  if (mustBeMember && !member) throw new RuleError('member.mobile.not.found');
  if (!mustBeMember && member) throw new RuleError('register.mobile.exists');
  return sendSmsCode(req.db, req.guards, req.merchant, phone, purpose, req.language);
}

/** POST /wps/verification/sms/noLogin (MOBILEVERCODELOGIN3). */
export function sendLoginCode(req: SmsRequest): SmsSent {
  requireSwitch(req.db, req.merchant.code, 'MOBILEVERCODELOGIN3');
  return send(req, 'login', true);
}

/** POST /wps/verification/sms/register: either registration flow that verifies by SMS. */
export function sendRegisterCode(req: SmsRequest): SmsSent {
  const code = req.merchant.code;
  if (!isSwitchOn(req.db, code, 'REGMOBVERF3') && !isSwitchOn(req.db, code, 'MOBILENUMREG3')) {
    throw new RuleError('function.not.available');
  }
  return send(req, 'register', false);
}

/** POST /wps/member/password/sms (CHNGPASSVERIF3). */
export function sendResetCode(req: SmsRequest): SmsSent {
  requireSwitch(req.db, req.merchant.code, 'CHNGPASSVERIF3');
  return send(req, 'reset', true);
}
