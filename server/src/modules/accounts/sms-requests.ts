import type { SmsSent } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { countSmsRequest, type Asker } from '../limits/askers.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { RuleError } from '../rule-error.ts';
import { sendAccountExists, sendSmsCode, SMS_CODE_MINUTES, takeNumberSlot, type SmsPurpose } from '../sms/codes.ts';
import { requirePhone } from '../sms/phone.ts';
import { isSwitchOn, requireSwitch } from '../whitelabel/switches.ts';
import { findMemberByPhone } from './members.ts';

/**
 * The three "send me a code" calls. Each answers the same whether or not the number has an
 * account (docs/security.md, "Phone numbers"): login and reset codes go only to members' numbers,
 * a registration code only to a free number; a member's number asking to register gets an SMS
 * saying it has an account. Counted per IP and device first, then per number, sent or not.
 */

export interface SmsRequest {
  db: Db;
  guards: Guards;
  merchant: Merchant;
  language: Merchant['defaultLanguage'];
  asker: Asker;
  dialingCode: string;
  mobile: string;
}

function send(req: SmsRequest, purpose: SmsPurpose): SmsSent {
  const { db, merchant, language } = req;
  countSmsRequest(req.guards, req.asker);
  const phone = requirePhone(db, merchant.code, req.dialingCode, req.mobile);
  takeNumberSlot(req.guards, merchant.code, phone, purpose);
  const member = findMemberByPhone(db, merchant.code, phone);
  if (purpose === 'register' && member) sendAccountExists(db, merchant, phone, language);
  else if (purpose === 'register' || member) sendSmsCode(db, merchant, phone, purpose, language);
  // Otherwise a login or reset code for a number nobody has: nothing goes out, the answer is the same.
  return { expiredMinutes: SMS_CODE_MINUTES };
}

/** POST /wps/verification/sms/noLogin (MOBILEVERCODELOGIN3). */
export function sendLoginCode(req: SmsRequest): SmsSent {
  requireSwitch(req.db, req.merchant.code, 'MOBILEVERCODELOGIN3');
  return send(req, 'login');
}

/** POST /wps/verification/sms/register: either registration flow that verifies by SMS. */
export function sendRegisterCode(req: SmsRequest): SmsSent {
  const code = req.merchant.code;
  if (!isSwitchOn(req.db, code, 'REGMOBVERF3') && !isSwitchOn(req.db, code, 'MOBILENUMREG3')) {
    throw new RuleError('function.not.available');
  }
  return send(req, 'register');
}

/** POST /wps/member/password/sms (CHNGPASSVERIF3). */
export function sendResetCode(req: SmsRequest): SmsSent {
  requireSwitch(req.db, req.merchant.code, 'CHNGPASSVERIF3');
  return send(req, 'reset');
}
