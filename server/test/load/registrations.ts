import type { Db } from '../../src/db/connection.ts';
import { sha256Hex } from '../../src/lib/random.ts';
import { TestClient } from '../client.ts';
import { registrationPayload } from '../registration-payload.ts';
import { errorCodeOf, succeeded, type Answer, type PlannedRequest } from './fire.ts';

/**
 * Registration under load, driven as the app does it (docs/accounts.md): each registration gets
 * its own captcha (cookie + answer from the test-mode outbox), its own SMS code for its own
 * number (REGMOBVERF3 is on in the seed), and an encrypted body. Only the final
 * PUT /wps/member/register is part of the measured burst; the preparation is not.
 */

export interface RegistrationPlan {
  username: string;
  mobile: string;
  /** True for the requests that all ask for the same username (spelled in varying case). */
  race: boolean;
}

const REGISTER_PASSWORD = 'secret12';

/** `count` distinct usernames and `raceCount` requests for one username, each with its own number. */
export function planRegistrations(prefix: string, count: number, raceCount: number): RegistrationPlan[] {
  const mobile = (block: number, i: number): string => `016${block}${String(i).padStart(7, '0')}`;
  const distinct = Array.from({ length: count }, (_, i) => ({
    username: `${prefix}${String(i).padStart(6, '0')}`,
    mobile: mobile(1, i),
    race: false,
  }));
  // Usernames are unique regardless of case: the racers also try the other spellings.
  const racers = Array.from({ length: raceCount }, (_, i) => ({
    username: i % 2 === 0 ? `${prefix}racer` : `${prefix.toUpperCase()}RACER`,
    mobile: mobile(2, i),
    race: true,
  }));
  return [...racers, ...distinct];
}

/** Captcha, SMS code and encryption for one registration; returns the PUT to send later. */
export async function prepareRegistration(port: number, plan: RegistrationPlan): Promise<PlannedRequest> {
  const client = new TestClient({ port });
  const captcha = await client.captcha();
  const sms = await client.call('POST', '/wps/verification/sms/register', { mobileNo: plan.mobile, countryDialingCode: '+880' });
  if (sms.status !== 200) throw new Error(`SMS code for ${plan.mobile}: ${sms.text}`);
  const [message] = await client.outbox(`+880 ${plan.mobile}`);
  const { encryption, body } = await client.encrypt(
    registrationPayload({
      username: plan.username,
      password: REGISTER_PASSWORD,
      confirmPassword: REGISTER_PASSWORD,
      mobileNum: plan.mobile,
      captcha,
      verificationCode: message?.code ?? '',
    }),
  );
  return {
    method: 'PUT',
    path: '/wps/member/register',
    headers: client.headers({ 'Content-Type': 'application/json;charset=UTF-8', Encryption: encryption }),
    body: JSON.stringify(body),
  };
}

export interface RegisteredMember {
  id: number;
  username: string;
  token: string;
}

interface MemberRow {
  id: number;
  username: string;
  mobile: string;
}

const memberNamed = (db: Db, username: string): MemberRow | undefined =>
  db.prepare("SELECT id, username, mobile FROM members WHERE merchant = 'bdm01' AND username = ? COLLATE NOCASE").get(username) as
    MemberRow | undefined;

/**
 * Every registration that got a success answer is in the database with a live session for its
 * token; each distinct one succeeded; of the racers exactly one did and the rest got
 * register.username.exists; no username is taken twice in any spelling.
 */
export function checkRegistrations(
  db: Db,
  plans: RegistrationPlan[],
  answers: Array<Answer | undefined>,
): { problems: string[]; members: RegisteredMember[] } {
  const problems: string[] = [];
  const members: RegisteredMember[] = [];
  plans.forEach((plan, i) => {
    const answer = answers[i];
    if (!succeeded(answer)) {
      if (!plan.race) problems.push(`registration ${plan.username} failed: ${errorCodeOf(answer)}`);
      return;
    }
    const token = String(answer?.envelope?.value?.token);
    const row = memberNamed(db, plan.username);
    // Stored without the trunk zero (sms/phone.ts).
    if (!row || row.mobile !== plan.mobile.replace(/^0+/, '')) {
      problems.push(`registration ${plan.username} answered success but is not stored`);
      return;
    }
    const session = db.prepare('SELECT member_id AS memberId FROM sessions WHERE token_hash = ?').get(sha256Hex(token)) as
      { memberId: number } | undefined;
    if (session?.memberId !== row.id) problems.push(`registration ${plan.username}: its token has no session`);
    if (!plan.race) members.push({ id: row.id, username: row.username, token });
  });

  const racers = plans.map((plan, i) => ({ plan, answer: answers[i] })).filter(({ plan }) => plan.race);
  if (racers.length > 0) {
    const wins = racers.filter(({ answer }) => succeeded(answer)).length;
    const others = racers.filter(({ answer }) => !succeeded(answer)).map(({ answer }) => errorCodeOf(answer));
    if (wins !== 1) problems.push(`same-username race: ${wins} successes instead of 1`);
    const wrong = others.filter((code) => code !== 'register.username.exists');
    if (wrong.length > 0) problems.push(`same-username race: unexpected refusals ${[...new Set(wrong)].join(', ')}`);
    const stored = db
      .prepare("SELECT count(*) AS n FROM members WHERE merchant = 'bdm01' AND username = ? COLLATE NOCASE")
      .get(racers[0]!.plan.username) as { n: number };
    if (stored.n !== 1) problems.push(`same-username race: ${stored.n} members stored`);
  }

  const duplicates = db.prepare('SELECT lower(username) AS name FROM members GROUP BY merchant, lower(username) HAVING count(*) > 1').all() as Array<{
    name: string;
  }>;
  if (duplicates.length > 0) problems.push(`usernames taken twice: ${duplicates.map((d) => d.name).join(', ')}`);
  return { problems, members };
}
