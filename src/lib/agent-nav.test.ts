import { describe, expect, it } from 'vitest';
import { agentNav, loadsDividend, visibleAgentNav } from './agent-nav';

const allKeys = [
  'AGEPAG',
  'TRANSREC3',
  'DOWNMAN',
  'AGENTRANSMULTDOWN3',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'AGEINFO3',
  'AGEREBINC3',
  'SECPRIV',
  'MAILCEN',
];
const allOn = Object.fromEntries(allKeys.map((k) => [k, true]));
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('the agent navigation grid', () => {
  it('lists every item of the specification in its order, with its target', () => {
    expect(names(visibleAgentNav(allOn))).toEqual([
      'teamOverview',
      'transactionRecord',
      'teamManagement',
      'redRain',
      'teamPnl',
      'teamBetting',
      'agentRebate',
      'teamRebate',
      'securityCenter',
      'webEmail',
      'service',
    ]);
    expect(agentNav.find((i) => i.name === 'transactionRecord')?.query).toEqual({ types: 'A' });
  });

  it('shows only customer service when no key is on', () => {
    expect(names(visibleAgentNav({}))).toEqual(['service']);
  });

  it.each([
    ['AGEPAG', 'teamOverview'],
    ['TRANSREC3', 'transactionRecord'],
    ['DOWNMAN', 'teamManagement'],
    ['AGENTRANSMULTDOWN3', 'redRain'],
    ['AGETEAMPNL3', 'teamPnl'],
    ['TEAMBETTING3', 'teamBetting'],
    ['AGEINFO3', 'agentRebate'],
    ['AGEREBINC3', 'teamRebate'],
    ['SECPRIV', 'securityCenter'],
    ['MAILCEN', 'webEmail'],
  ])('%s shows %s, and only it', (key, name) => {
    expect(names(visibleAgentNav({ [key]: true }))).toEqual([name, 'service']);
    const without = names(visibleAgentNav({ ...allOn, [key]: undefined }));
    expect(without).not.toContain(name);
    expect(without).toHaveLength(agentNav.length - 1);
  });

  it('ignores keys that gate nothing (GAMSER)', () => {
    expect(names(visibleAgentNav({ GAMSER: true }))).toEqual(['service']);
  });
});

describe('loadsDividend', () => {
  it.each([4, 40, 41, 42])('not for type %i', (type) => expect(loadsDividend(type)).toBe(false));
  it.each([0, 1, 2, 3, 5])('for type %i', (type) => expect(loadsDividend(type)).toBe(true));
});
