import { now } from '../lib/clock.ts';
import { hashPasswordSync } from '../lib/passwords.ts';
import { randomToken, sha256Hex } from '../lib/random.ts';
import type { Db } from './connection.ts';
import { seedAgentNotices, seedReadMessages, seedTeam, TEAM_PASSWORD } from './seed-data/agent-area.ts';
import { seedHelpEntries, type SeedHelpEntry } from './seed-data/help.ts';
import { inboxSeeder } from './seed-texts.ts';

type Count = (changes: number) => void;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The merchant's time zone, Asia/Dhaka (UTC+6, no daylight saving), as in modules/agent/team-kpi.ts. */
const DHAKA_OFFSET_MS = 6 * HOUR;
const SESSION_TTL_MS = 7 * DAY;

/**
 * The help centre, agent announcements, agent01's team and more inbox messages, inside seed()'s
 * transaction after the games (team members have played some). Existing rows are left alone:
 * help entries and announcements by natural key, team members by username (with their sessions
 * and games), messages by member and BN title (seed-texts.ts).
 */
export function seedContentAgent(db: Db, merchant: string, count: Count): void {
  const exec = (sql: string) => {
    const statement = db.prepare(sql);
    return (...params: unknown[]): void => count(statement.run(...params).changes);
  };
  const at = now();
  const memberId = '(SELECT id FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE)';

  const insertHelp = exec(`INSERT OR IGNORE INTO help_entries (merchant, language, parent_id, sort_order, tag, title, content)
    VALUES (?, ?, (SELECT id FROM help_entries WHERE merchant = ? AND language = ? AND tag = ?), ?, ?, ?, ?)`);
  const addHelp = (entry: SeedHelpEntry, order: number, parentTag: string | null): void => {
    for (const [language, text] of [
      ['EN', entry.en],
      ['BN', entry.bn],
    ] as const) {
      insertHelp(merchant, language, merchant, language, parentTag, order, entry.tag, text.title, text.content);
    }
    entry.children?.forEach((child, i) => addHelp(child, i, entry.tag));
  };
  seedHelpEntries.forEach((entry, i) => addHelp(entry, i, null));

  const insertNotice = exec(`INSERT OR IGNORE INTO agent_announcements
    (merchant, title_bn, title_en, content_bn, content_en, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const markNoticeRead = exec(`INSERT OR IGNORE INTO agent_announcement_reads (member_id, announcement_id, read_at)
    SELECT ${memberId}, id, created_at + ${HOUR} FROM agent_announcements WHERE merchant = ? AND title_en = ?`);
  for (const n of seedAgentNotices) {
    insertNotice(merchant, n.titleBn, n.titleEn, n.contentBn, n.contentEn, at - n.hoursAgo * HOUR);
    if (n.readByAgent01) markNoticeRead(merchant, 'agent01', merchant, n.titleEn);
  }

  const insertMessage = inboxSeeder(db, merchant, count);
  for (const msg of seedReadMessages) {
    const createdAt = at - msg.hoursAgo * HOUR;
    insertMessage({ ...msg, createdAt, readAt: createdAt + HOUR });
  }

  seedTeamMembers(db, merchant, at, count);
}

/**
 * agent01's downline. Times are placed on days of the merchant's time zone so that "today" has
 * the documented KPI figures whatever the hour of seeding: today's events fall between the day's
 * start and the seeding moment (registration first, then login, then a game), earlier days at noon.
 */
function seedTeamMembers(db: Db, merchant: string, at: number, count: Count): void {
  const todayStart = Math.floor((at + DHAKA_OFFSET_MS) / DAY) * DAY - DHAKA_OFFSET_MS;
  const when = (day: number, share: number): number =>
    day === 0 ? todayStart + Math.floor((at - todayStart) * share) : todayStart - day * DAY + 12 * HOUR;

  const exists = db.prepare('SELECT 1 FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE');
  const fresh = seedTeam.filter((m) => !exists.get(merchant, m.username));
  if (fresh.length === 0) return;
  const passwordHash = hashPasswordSync(TEAM_PASSWORD);
  const games = db.prepare(`SELECT id FROM games WHERE merchant = ? AND game_type = 'RNG' ORDER BY sort_order LIMIT 20`).all(merchant) as Array<{
    id: number;
  }>;
  const insertMember = db.prepare(`INSERT INTO members (merchant, username, password_hash, type, affiliate_code, upline_id,
      reg_date, last_login_at) VALUES (?, ?, ?, ?, ?, (SELECT id FROM members WHERE merchant = ? AND username = ?), ?, ?)`);
  const insertSession = db.prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const insertPlayed = db.prepare('INSERT INTO recent_games (member_id, game_ref, played_at) VALUES (?, ?, ?)');

  fresh.forEach((m, i) => {
    const lastLogin = m.lastLogin === undefined ? null : when(m.lastLogin, 0.6);
    const id = Number(
      insertMember.run(
        merchant,
        m.username,
        passwordHash,
        m.type,
        m.affiliateCode ?? null,
        merchant,
        m.upline,
        new Date(when(m.registered, 0.3)).toISOString(),
        lastLogin,
      ).lastInsertRowid,
    );
    count(1);
    if (m.online && lastLogin !== null) {
      count(insertSession.run(sha256Hex(randomToken()), id, lastLogin, lastLogin + SESSION_TTL_MS).changes);
    }
    const game = games[i % games.length];
    if (m.played !== undefined && game) count(insertPlayed.run(id, game.id, when(m.played, 0.8)).changes);
  });
}
