import type { DownlineKind, OpenAccountAnswer, RebateRates } from '../../../../contract/agent-accounts.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findMemberByUsername, insertMember, type Member } from '../accounts/members.ts';
import { rulesForFlow, validateFields } from '../accounts/register-rules.ts';
import { welcomeNewMember } from '../inbox/welcome.ts';
import { RuleError } from '../rule-error.ts';
import { getRegisterSettings } from '../system/register-settings.ts';
import { giveInvitationCode, giveRates } from './links.ts';
import { checkWithinOwn } from './rebate-rates.ts';

/**
 * Open account (docs/agent-area.md, "Open account and links"): the agent creates a direct member,
 * a player or a sub-agent, with the registration page's username and password rules and answers
 * (register.format.invalid, register.confirm.mismatch, register.username.exists) and rates within
 * the agent's own. The new member can sign in at once; the agent stays signed in as itself.
 */

export interface OpenAccountInput {
  username: string;
  password: string;
  confirmPassword: string;
  type: DownlineKind;
  rates: RebateRates;
}

/** The username tab's rules for username and password: the ones the register page checks. */
function accountRules(db: Db, merchant: string) {
  const rules = rulesForFlow(getRegisterSettings(db, merchant), 'username', { smsOnUsernameTab: false, passwordOnMobileTab: false });
  return { username: rules['username']!, password: rules['password']! };
}

/** Whether a username could be registered now: its format first (register.format.invalid), then taken or not. */
export function usernameAvailable(db: Db, merchant: string, username: string): boolean {
  validateFields({ username: accountRules(db, merchant).username }, { username });
  return findMemberByUsername(db, merchant, username) === undefined;
}

export async function openAccount(db: Db, agent: Member, input: OpenAccountInput): Promise<OpenAccountAnswer> {
  const { username, password, confirmPassword } = input;
  validateFields(accountRules(db, agent.merchant), { username, password, confirmPassword });
  checkWithinOwn(db, agent.id, input.rates);
  if (findMemberByUsername(db, agent.merchant, input.username)) throw new RuleError('register.username.exists');
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction((): OpenAccountAnswer => {
      // Again, after the hashing yielded: another request may have taken the name or lowered the rates.
      if (findMemberByUsername(db, agent.merchant, input.username)) throw new RuleError('register.username.exists');
      const id = insertMember(db, {
        merchant: agent.merchant,
        username: input.username,
        passwordHash,
        type: input.type,
        phone: null,
        email: null,
        nickname: null,
        payeeName: null,
        extra: {},
        uplineId: agent.id,
        registerMethod: 'AGENT',
        registerUrl: '',
        registerDomain: '',
        regDate: new Date(now()).toISOString(),
        balanceMinor: 0,
      });
      giveRates(db, agent.id, id, input.rates);
      welcomeNewMember(db, id, false, now());
      const affiliateCode = input.type === 1 ? giveInvitationCode(db, agent.merchant, id) : null;
      return { username: input.username, type: input.type, affiliateCode };
    })
    .immediate();
}
