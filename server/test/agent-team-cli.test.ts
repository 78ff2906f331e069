import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { printTeam } from '../src/cli/team.ts';

/** `npm run admin -- team USERNAME` (docs/agent-area.md, "Team and transfers"). */
describe('admin team', () => {
  it('prints agent01’s downline by depth with types and totals, and only agent02’s below agent02', () => {
    const db = openDb(':memory:');
    migrate(db);
    seed(db);
    const lines: string[] = [];
    const out = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
    printTeam(db, 'bdm01', 'agent01', out);
    // Balances as the seed left them (agent01's rebate difference, salaries and dividends included).
    const balance = (username: string) =>
      ((db.prepare('SELECT balance_minor AS b FROM members WHERE username = ?').get(username) as { b: number }).b / 100).toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    expect(lines[0]).toBe(`bdm01/agent01: agent, balance ${balance('agent01')}`);
    expect(lines[1]).toMatch(/^depth {2}username +type +balance {2}registered {2}last login$/);
    expect(lines.find((l) => l.includes(' agent02 '))).toMatch(new RegExp(`^1 +agent02 +agent\\(1\\) +${balance('agent02').replace('.', '\\.')} `));
    expect(lines.find((l) => l.includes(' rakib01 '))).toMatch(/^2 +rakib01 +player\(0\)/);
    expect(lines.at(-1)).toMatch(/^12 member\(s\), 8 direct, 4 below; balances total [\d,]+\.\d\d$/);
    lines.length = 0;
    printTeam(db, 'bdm01', 'agent02', out);
    expect(lines.at(-1)).toMatch(/^4 member\(s\), 4 direct, 0 below/);
    expect(() => printTeam(db, 'bdm01', 'nobody', out)).toThrow("No member 'nobody'");
  });
});
