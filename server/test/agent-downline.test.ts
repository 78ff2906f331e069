import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { findMemberByUsername } from '../src/modules/accounts/members.ts';
import { downlineDepth, downlineMember } from '../src/modules/agent/downline.ts';
import { checkWithinOwn, defaultsOf, ratesOf, setDefaults, setRates } from '../src/modules/agent/rebate-rates.ts';

function seeded() {
  const db = openDb(':memory:');
  migrate(db);
  seed(db);
  const member = (name: string) => findMemberByUsername(db, 'bdm01', name)!;
  return { db, member };
}

describe('an agent’s downline', () => {
  it('holds direct and indirect members, each at its depth', () => {
    const { db, member } = seeded();
    const agent = member('agent01');
    expect(downlineDepth(db, agent.id, member('rahim2024').id)).toBe(1);
    expect(downlineDepth(db, agent.id, member('rakib01').id)).toBe(2);
    expect(downlineMember(db, agent, 'RAKIB01').username).toBe('rakib01');
    expect(() => downlineMember(db, agent, 'rakib01', 'direct')).toThrow('agent.downline.not.found');
  });

  it('refuses another team’s member, the agent itself, its upline and a missing name alike', () => {
    const { db, member } = seeded();
    const subAgent = member('agent02');
    for (const name of ['rahim2024', 'agent02', 'agent01', 'demo01', 'nobody-here', '']) {
      expect(() => downlineMember(db, subAgent, name), name).toThrow('agent.downline.not.found');
    }
  });
});

describe('agent rebate rates', () => {
  it('caps a downline’s rates and the defaults at the upline’s own, per category', () => {
    const { db, member } = seeded();
    const [agent, sub] = [member('agent01'), member('agent02')];
    db.prepare("INSERT OR REPLACE INTO agent_rebate_rates (member_id, category, rate_bp) VALUES (?, 'RNG', 100)").run(agent.id);
    setRates(db, agent.id, sub.id, { RNG: 100 });
    expect(ratesOf(db, sub.id).RNG).toBe(100);
    expect(() => setRates(db, agent.id, sub.id, { RNG: 101 })).toThrow('agent.rebate.above.own');
    expect(() => setRates(db, agent.id, sub.id, { NO_SUCH_CATEGORY: 1 })).toThrow('agent.rebate.above.own');
    for (const bad of [-1, 1.5, 10001, Number.NaN]) expect(() => checkWithinOwn(db, agent.id, { RNG: bad })).toThrow('agent.rebate.invalid');
    setDefaults(db, agent.id, { RNG: 60 });
    // The other categories keep the seeded 0.3 % (seed-agent-rebates.ts).
    expect(defaultsOf(db, agent.id)).toMatchObject({ RNG: 60, LIVE: 30 });
    expect(() => setDefaults(db, agent.id, { RNG: 150 })).toThrow('agent.rebate.above.own');
  });
});
