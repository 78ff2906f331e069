import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { findMemberByUsername } from '../src/modules/accounts/members.ts';
import { ratesOf } from '../src/modules/agent/rebate-rates.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { registrationPayload } from './registration-payload.ts';
import { insertTestMember } from './test-members.ts';

let server: TestServer;
let agent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn('agent01', 'agent123');
  // agent01's own rates: 0.8 % in RNG and SPORTS, nothing elsewhere.
  const own = server.db.prepare('INSERT OR REPLACE INTO agent_rebate_rates (member_id, category, rate_bp) VALUES (?, ?, ?)');
  // agent01's own rates are the test's: RNG and SPORTS only (the seed gives it every category).
  server.db.prepare('DELETE FROM agent_rebate_rates WHERE member_id = ?').run(member('agent01').id);
  for (const category of ['RNG', 'SPORTS']) own.run(member('agent01').id, category, 80);
});
afterAll(() => server.close());

const REGISTER = '/wps/agent/register';
const LINKS = '/wps/agent/affiliate/urls';
const member = (name: string) => findMemberByUsername(server.db, 'bdm01', name)!;
const memberCount = (): number => (server.db.prepare('SELECT count(*) AS n FROM members').get() as { n: number }).n;

async function signIn(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status, username).toBe(200);
  return client;
}

let serial = 0;
const freshName = (): string => `acc${String(++serial).padStart(4, '0')}x`;

function open(client: TestClient, fields: Record<string, unknown>) {
  return client.secure('PUT', REGISTER, { password: 'pass123', confirmPassword: 'pass123', type: 0, rates: {}, ...fields });
}

/** Registers on the register page with `affiliateCode`, captcha and SMS code as the page would. */
async function registerWith(affiliateCode: string) {
  const player = new TestClient(server);
  const mobile = `0182${String(1_000_000 + ++serial).slice(1)}`;
  const captcha = await player.captcha();
  await player.call('POST', '/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '+880' });
  const [sms] = await player.outbox(`+880 ${mobile}`);
  const username = freshName();
  const res = await player.secure(
    'PUT',
    '/wps/member/register',
    registrationPayload({
      username,
      password: 'pass123',
      confirmPassword: 'pass123',
      affiliateCode,
      captcha,
      mobileNum: mobile,
      verificationCode: sms?.code ?? '',
    }),
  );
  return { res, username };
}

/** A second top agent with a team of its own: nothing of agent01's is its. */
async function otherTopAgent(): Promise<TestClient> {
  insertTestMember(server.db, 'topagent9', { type: 1, passwordHash: hashPasswordSync('agent999') });
  return signIn('topagent9', 'agent999');
}

describe('who may call', () => {
  it('refuses a player (403 agent.only) and no session (401) on every call', async () => {
    const player = await signIn('demo01', 'demo123');
    const calls = [
      () => player.call('GET', '/wps/check/username?username=someone1'),
      () => open(player, { username: freshName() }),
      () => player.call('GET', LINKS),
      () => player.call('POST', LINKS, { kind: 0, rates: {} }),
      () => player.call('DELETE', LINKS, { id: 1 }),
    ];
    const before = memberCount();
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.json().errorCode).toBe('agent.only');
    }
    const nobody = new TestClient(server);
    expect((await nobody.call('GET', LINKS)).status).toBe(401);
    expect(memberCount()).toBe(before);
  });
});

describe('GET /wps/check/username', () => {
  it('answers taken (any case), free, and the register page’s format error', async () => {
    const check = (name: string) => agent.call('GET', `/wps/check/username?username=${name}`);
    expect((await check('DEMO01')).json().value).toEqual({ available: false });
    expect((await check('freename1')).json().value).toEqual({ available: true });
    const bad = await check('no');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'register.format.invalid', value: { field: 'username' } });
  });
});

describe('PUT /wps/agent/register (open account)', () => {
  it('opens a player under the agent with the rates given; the player signs in at once', async () => {
    const username = freshName();
    const res = await open(agent, { username, rates: { RNG: 30 } });
    expect(res.status).toBe(200);
    expect(res.json().value).toEqual({ username, type: 0, affiliateCode: null });
    const created = member(username);
    expect(created).toMatchObject({ type: 0, uplineId: member('agent01').id });
    expect(ratesOf(server.db, created.id)).toEqual({ RNG: 30 });
    const login = await new TestClient(server).login(username, 'pass123');
    expect(login.json().value).toMatchObject({ userName: username, customerType: 0 });
  });

  it('opens a sub-agent: member type 1 with an invitation code that the register page accepts', async () => {
    const username = freshName();
    const res = await open(agent, { username, type: 1, rates: { RNG: 80, SPORTS: 10 } });
    const { affiliateCode } = res.json().value as { affiliateCode: string };
    expect(affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(member(username).type).toBe(1);
    expect((await agent.call('GET', `/wps/agent/affiliate?code=${affiliateCode.toLowerCase()}`)).json().value).toEqual({ code: affiliateCode });
  });

  it('refuses a rate above the agent’s own, also in a category the agent has none of, and writes nothing', async () => {
    const before = memberCount();
    for (const rates of [{ RNG: 81 }, { LIVE: 1 }]) {
      const res = await open(agent, { username: freshName(), rates });
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('agent.rebate.above.own');
    }
    expect((await open(agent, { username: freshName(), rates: { RNG: 1.5 } })).json().errorCode).toBe('agent.rebate.invalid');
    expect(memberCount()).toBe(before);
  });

  it('refuses what the register page refuses, with its errorCodes: taken, bad username, password rules, mismatch', async () => {
    const before = memberCount();
    const cases: Array<[Record<string, unknown>, string, unknown?]> = [
      [{ username: 'Demo01' }, 'register.username.exists'],
      [{ username: 'ab' }, 'register.format.invalid', { field: 'username' }],
      [{ username: 'bad name!' }, 'register.format.invalid', { field: 'username' }],
      [{ username: freshName(), password: '12345', confirmPassword: '12345' }, 'register.format.invalid', { field: 'password', minLength: 6 }],
      [{ username: freshName(), password: 'pass 123', confirmPassword: 'pass 123' }, 'register.format.invalid', { field: 'password' }],
      [{ username: freshName(), confirmPassword: 'pass124' }, 'register.confirm.mismatch'],
    ];
    for (const [fields, errorCode, value] of cases) {
      const res = await open(agent, fields);
      expect(res.status, errorCode).toBe(400);
      expect(res.json().errorCode).toBe(errorCode);
      if (value) expect(res.json().value).toMatchObject(value);
    }
    expect(memberCount()).toBe(before);
  });

  it('refuses a malformed body (400 request.body.invalid): a kind that is not 0 or 1, rates not an object', async () => {
    for (const fields of [{ type: 2 }, { type: '1' }, { rates: [1] }, { rates: { 'bad key': 1 } }]) {
      expect((await open(agent, { username: freshName(), ...fields })).json().errorCode).toBe('request.body.invalid');
    }
  });

  it('opens one account when the same name is sent twice at once', async () => {
    const username = freshName();
    const answers = await Promise.all([open(agent, { username }), open(agent, { username })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)?.json().errorCode).toBe('register.username.exists');
  });
});

interface Link {
  id: number;
  code: string;
  kind: number;
  rates: Record<string, number>;
  registrations: number;
}
const links = async (client: TestClient = agent): Promise<Link[]> => (await client.call('GET', LINKS)).json().value.links;
async function createLink(kind: 0 | 1, rates: Record<string, number>, client: TestClient = agent): Promise<Link> {
  const res = await client.call('POST', LINKS, { kind, rates });
  expect(res.status).toBe(200);
  return res.json().value;
}

describe('affiliate links', () => {
  it('lists the seeded links with their registrations, the own rates and the defaults', async () => {
    const value = (await agent.call('GET', LINKS)).json().value;
    expect(value).toMatchObject({ maxLinks: 20, own: { RNG: 80, SPORTS: 80 } });
    const seeded = Object.fromEntries((value.links as Link[]).map((l) => [l.code, l]));
    expect(seeded['PLAY1001']).toMatchObject({ kind: 0, registrations: 3 });
    expect(seeded['AGNT1001']).toMatchObject({ kind: 1, registrations: 1 });
  });

  it('registers through a link: the agent’s direct member of its kind, its rates capped at the agent’s own now, counted', async () => {
    const link = await createLink(1, { RNG: 70, SPORTS: 20 });
    expect((await agent.call('GET', `/wps/agent/affiliate?code=${link.code}`)).json().value).toEqual({ code: link.code });
    server.db.prepare("UPDATE agent_rebate_rates SET rate_bp = 60 WHERE member_id = ? AND category = 'RNG'").run(member('agent01').id);
    try {
      const { res, username } = await registerWith(link.code.toLowerCase());
      expect(res.status).toBe(200);
      expect(res.json().value.customerType).toBe(1);
      const joined = member(username);
      expect(joined).toMatchObject({ type: 1, uplineId: member('agent01').id });
      expect(ratesOf(server.db, joined.id)).toEqual({ RNG: 60, SPORTS: 20 });
      expect((await links()).find((l) => l.id === link.id)?.registrations).toBe(1);
    } finally {
      server.db.prepare("UPDATE agent_rebate_rates SET rate_bp = 80 WHERE member_id = ? AND category = 'RNG'").run(member('agent01').id);
    }
  });

  it('refuses a link rate above the agent’s own', async () => {
    const res = await agent.call('POST', LINKS, { kind: 0, rates: { SPORTS: 81 } });
    expect(res.json().errorCode).toBe('agent.rebate.above.own');
  });

  it('a deleted link’s code registers nobody (affiliate.code.invalid, as any unknown code); its members keep their upline', async () => {
    const link = await createLink(0, { RNG: 10 });
    const { username } = await registerWith(link.code);
    expect((await agent.call('DELETE', LINKS, { id: link.id })).status).toBe(200);
    expect((await links()).some((l) => l.id === link.id)).toBe(false);
    const check = await agent.call('GET', `/wps/agent/affiliate?code=${link.code}`);
    expect(check.json().errorCode).toBe('affiliate.code.invalid');
    const before = memberCount();
    const { res } = await registerWith(link.code);
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('affiliate.code.invalid');
    expect(memberCount()).toBe(before);
    expect(member(username).uplineId).toBe(member('agent01').id);
    // Deleting it again: gone is gone.
    expect((await agent.call('DELETE', LINKS, { id: link.id })).json().errorCode).toBe('agent.link.not.found');
  });

  it('another agent, a top agent or agent01’s own sub-agent, neither sees nor deletes agent01’s links (404)', async () => {
    const link = await createLink(0, {});
    for (const other of [await otherTopAgent(), await signIn('agent02', 'team123')]) {
      expect((await links(other)).some((l) => l.id === link.id || l.code === 'PLAY1001')).toBe(false);
      const res = await other.call('DELETE', LINKS, { id: link.id });
      expect(res.status).toBe(404);
      expect(res.json().errorCode).toBe('agent.link.not.found');
    }
    expect((await links()).some((l) => l.id === link.id)).toBe(true);
  });

  it('keeps at most 20 live links per agent (400 agent.link.limit); deleting one makes room', async () => {
    const sub = await signIn('agent02', 'team123');
    const made: Link[] = [];
    for (let i = (await links(sub)).length; i < 20; i++) made.push(await createLink(0, {}, sub));
    const refused = await sub.call('POST', LINKS, { kind: 0, rates: {} });
    expect(refused.json()).toMatchObject({ errorCode: 'agent.link.limit', value: { max: 20 } });
    await sub.call('DELETE', LINKS, { id: made[0]!.id });
    await createLink(1, {}, sub);
  });
});

describe('rate limits', () => {
  it('stops an agent’s account opens and link creations past its limit (429 agent.accounts.rate.limited), and its username checks', async () => {
    const limited = await startTestServer({
      limits: {
        ...(await import('../src/modules/limits/guards.ts')).CONTRACT_LIMITS,
        agentWritesPerMember: { limit: 2, windowMs: 3_600_000 },
        usernameChecksPerMember: { limit: 2, windowMs: 60_000 },
      },
    });
    try {
      const client = new TestClient(limited);
      await client.login('agent01', 'agent123');
      expect((await open(client, { username: freshName() })).status).toBe(200);
      expect((await client.call('POST', LINKS, { kind: 0, rates: {} })).status).toBe(200);
      for (const res of [await open(client, { username: freshName() }), await client.call('POST', LINKS, { kind: 0, rates: {} })]) {
        expect(res.status).toBe(429);
        expect(res.json()).toMatchObject({ errorCode: 'agent.accounts.rate.limited', value: { retryAfter: expect.any(Number) } });
      }
      for (let i = 0; i < 2; i++) expect((await client.call('GET', '/wps/check/username?username=abcdef1')).status).toBe(200);
      expect((await client.call('GET', '/wps/check/username?username=abcdef1')).status).toBe(429);
      // Another agent has its own budget.
      const other = new TestClient(limited);
      await other.login('agent02', 'team123');
      expect((await other.call('POST', LINKS, { kind: 0, rates: {} })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
