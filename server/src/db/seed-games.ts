import { now } from '../lib/clock.ts';
import type { Db } from './connection.ts';
import { buildSeedGames } from './seed-data/games.ts';
import { inboxSeeder } from './seed-texts.ts';
import { buildSeedWinners, seedMatches, seedMessages } from './seed-data/home.ts';
import { gameTypeOf, seedCategoryOrder, seedVendors, type Category } from './seed-data/vendors.ts';

type Count = (changes: number) => void;

const MINUTE = 60_000;

/**
 * The games catalogue and the home page's member data, inside seed()'s transaction, after the
 * members. Statements are prepared once: 600-odd games must seed in milliseconds (the e2e
 * servers start fresh on every run). Rows that exist are left alone (INSERT OR IGNORE on natural
 * keys; inbox messages by member and BN title, seed-texts.ts).
 */
export function seedGames(db: Db, merchant: string, count: Count): void {
  const exec = (sql: string) => {
    const statement = db.prepare(sql);
    return (...params: unknown[]): void => count(statement.run(...params).changes);
  };
  const at = now();

  const insertVendor = exec('INSERT OR IGNORE INTO vendors (merchant, code, display_name) VALUES (?, ?, ?)');
  const insertCategory = exec('INSERT OR IGNORE INTO merchant_categories (merchant, category, sort_order) VALUES (?, ?, ?)');
  const fileVendor = exec(`INSERT OR IGNORE INTO vendor_categories (merchant, category, vendor, game_type, sort_order)
    VALUES (?, ?, ?, ?, ?)`);
  seedCategoryOrder.forEach((category, i) => insertCategory(merchant, category, i));
  seedVendors.forEach((vendor, i) => {
    insertVendor(merchant, vendor.code, vendor.name);
    for (const category of Object.keys(vendor.games) as Category[]) {
      fileVendor(merchant, category, vendor.code, gameTypeOf(vendor, category), i);
    }
  });

  const insertGame = exec(`INSERT OR IGNORE INTO games (merchant, node_id, game_id, game_code, vendor, game_type,
      name_bn, name_en, icon_url, room_id, support_play, classify, hot_rank, is_new, min_bet_minor, sort_order)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const games = buildSeedGames();
  for (const g of games) {
    insertGame(
      merchant,
      g.nodeId,
      g.gameId,
      g.code,
      g.vendor,
      g.type,
      g.nameBn,
      g.nameEn,
      g.iconUrl,
      g.roomId,
      g.supportPlay ? 1 : 0,
      g.classify,
      g.hotRank,
      g.isNew ? 1 : 0,
      g.minBetMinor,
      g.sortOrder,
    );
  }

  const gameRef = '(SELECT id FROM games WHERE merchant = ? AND vendor = ? AND game_code = ?)';
  const insertWinner = exec(`INSERT OR IGNORE INTO winners (merchant, game_ref, customer_name, amount_minor, won_at)
    VALUES (?, ${gameRef}, ?, ?, ?)`);
  for (const w of buildSeedWinners(games)) {
    insertWinner(merchant, merchant, w.vendor, w.code, w.customerName, w.amountMinor, at - w.minutesAgo * MINUTE);
  }

  const insertMatch = exec(`INSERT OR IGNORE INTO hot_matches (merchant, sport, league_bn, league_en, home_bn, home_en,
      away_bn, away_en, home_image, away_image, game_ref, kickoff_in_minutes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${gameRef}, ?)`);
  for (const m of seedMatches) {
    insertMatch(
      merchant,
      m.sport,
      m.league[1],
      m.league[0],
      m.home.bn,
      m.home.en,
      m.away.bn,
      m.away.en,
      `/cdn/teams/${m.home.slug}.svg`,
      `/cdn/teams/${m.away.slug}.svg`,
      merchant,
      m.vendor,
      m.code,
      m.kickoffInMinutes,
    );
  }

  const insertMessage = inboxSeeder(db, merchant, count);
  for (const msg of seedMessages) {
    const createdAt = at - msg.hoursAgo * 60 * MINUTE;
    insertMessage({ ...msg, createdAt, readAt: msg.read ? createdAt + MINUTE : null });
  }
}
