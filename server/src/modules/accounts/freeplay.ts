import type { LoginValue } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { NO_PASSWORD } from '../../lib/passwords.ts';
import { randomDigits } from '../../lib/random.ts';
import { welcomeNewMember } from '../inbox/welcome.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { limited } from '../rule-error.ts';
import { requireSwitch } from '../whitelabel/switches.ts';
import { startSession } from './login-value.ts';
import { findMemberByUsername, insertMember, TRIAL_TYPE } from './members.ts';

/** Demo credit of a new trial member: ৳2,000.00 in paisa. */
const TRIAL_CREDIT_MINOR = 200_000;

/**
 * Trial play (POST /wps/session/login/freeplay): a new type-4 member with demo credit and no
 * password, logged in for 24 hours. At most 10 per IP per hour.
 */
export function startFreePlay(db: Db, guards: Guards, merchant: Merchant, ip: string): LoginValue {
  requireSwitch(db, merchant.code, 'FREEPLAY3');
  const wait = guards.freeplayPerIp.hit(ip);
  if (wait > 0) throw limited('freeplay.rate.limited', wait);
  return db
    .transaction((): LoginValue => {
      let username = '';
      do username = `trial${randomDigits(7)}`;
      while (findMemberByUsername(db, merchant.code, username));
      const id = insertMember(db, {
        merchant: merchant.code,
        username,
        passwordHash: NO_PASSWORD,
        type: TRIAL_TYPE,
        phone: null,
        email: null,
        nickname: null,
        payeeName: null,
        extra: {},
        uplineId: null,
        registerMethod: 'H5',
        registerUrl: '',
        registerDomain: '',
        regDate: new Date(now()).toISOString(),
        balanceMinor: TRIAL_CREDIT_MINOR,
      });
      welcomeNewMember(db, id, true, now());
      return startSession(db, { id, type: TRIAL_TYPE, username, lastLoginAt: null });
    })
    .immediate();
}
