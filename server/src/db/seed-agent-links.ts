import type { Db } from './connection.ts';
import { now } from '../lib/clock.ts';
import { GAME_TYPES } from '../modules/games/catalogue.ts';

/**
 * agent01's two affiliate links (docs/agent-area.md, "Open account and links"): a player link that
 * three of the seeded team came through and a sub-agent link that agent02 came through. Rates in
 * basis points in every category. Seeds only once (the codes are unique).
 */
const seedLinks = [
  { code: 'PLAY1001', kind: 0, rateBp: 50, members: ['rahim2024', 'nasrin22', 'sumon77'] },
  { code: 'AGNT1001', kind: 1, rateBp: 60, members: ['agent02'] },
] as const;

export function seedAgentLinks(db: Db, merchant: string): void {
  // A database migrated only up to an older version (the migration tests seed one) has no links.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'agent_links'").get()) return;
  const agent = db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').get(merchant, 'agent01') as { id: number } | undefined;
  if (!agent) return;
  const insert = db.prepare('INSERT OR IGNORE INTO agent_links (merchant, agent_id, code, kind, rates, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const join = db.prepare(
    'INSERT INTO agent_link_members (member_id, link_id) SELECT id, ? FROM members WHERE merchant = ? AND username = ? AND upline_id = ?',
  );
  for (const link of seedLinks) {
    const rates = Object.fromEntries(GAME_TYPES.map((category) => [category, link.rateBp]));
    const { changes, lastInsertRowid } = insert.run(merchant, agent.id, link.code, link.kind, JSON.stringify(rates), now() - 90 * 86_400_000);
    if (changes === 0) continue;
    for (const username of link.members) join.run(Number(lastInsertRowid), merchant, username, agent.id);
  }
}
