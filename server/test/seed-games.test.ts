import { describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src/db/connection.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

const count = (db: ReturnType<typeof openDb>, sql: string): number => (db.prepare(sql).get() as { n: number }).n;

describe('the games seed', () => {
  const db = openDb(':memory:');
  migrate(db);
  const started = performance.now();
  seed(db);
  const elapsed = performance.now() - started;

  it('is a realistic catalogue: 600+ games, 12+ vendors, every category', () => {
    expect(count(db, 'SELECT count(*) AS n FROM games')).toBeGreaterThanOrEqual(600);
    expect(count(db, 'SELECT count(*) AS n FROM vendors')).toBeGreaterThanOrEqual(12);
    const types = (db.prepare('SELECT DISTINCT game_type AS t FROM games').all() as Array<{ t: string }>).map((r) => r.t);
    expect(types.sort()).toEqual(['ELOTT', 'FISH', 'INHOUSE', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    const hot = db.prepare('SELECT game_type AS t, count(*) AS n FROM games WHERE hot_rank IS NOT NULL GROUP BY 1').all();
    expect(hot.length).toBeGreaterThanOrEqual(7);
    expect(count(db, "SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND hot_rank IS NOT NULL")).toBe(40);
    expect(count(db, 'SELECT count(*) AS n FROM games WHERE is_new = 1')).toBeGreaterThan(0);
    // Names are unique within a category, in both languages.
    expect(count(db, 'SELECT count(*) AS n FROM (SELECT 1 FROM games GROUP BY merchant, vendor, name_en HAVING count(*) > 1)')).toBe(0);
    expect(count(db, "SELECT count(*) AS n FROM games WHERE name_bn NOT GLOB '*[^ -~]*'")).toBe(0);
  });

  // bdm01's; bdm02 (issue 23) has the same winners and matches and one inbox message of its own.
  it('has the home data: winners, matches, inbox, contracts', () => {
    expect(count(db, "SELECT count(*) AS n FROM winners WHERE merchant = 'bdm01'")).toBe(40);
    expect(count(db, "SELECT count(*) AS n FROM hot_matches WHERE merchant = 'bdm01'")).toBe(6);
    expect(count(db, 'SELECT count(*) AS n FROM inbox_messages')).toBe(10);
    expect(count(db, "SELECT count(*) AS n FROM agent_contracts WHERE status = 'pending'")).toBe(2);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('has the lottery lobby: every lottery game in one menu of its prize mode, with a draw interval', () => {
    const lottery = "SELECT id FROM games WHERE merchant = 'bdm01' AND game_type IN ('LOTT', 'ELOTT')";
    expect(count(db, `SELECT count(*) AS n FROM (${lottery})`)).toBe(20);
    expect(count(db, `SELECT count(*) AS n FROM lottery_games WHERE game_ref IN (${lottery})`)).toBe(20);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM games g JOIN lottery_menu_games mg ON mg.game_ref = g.id
      WHERE g.merchant = 'bdm01' AND mg.prize_mode = (CASE g.game_type WHEN 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END)`,
      ),
    ).toBe(20);
    expect(count(db, "SELECT count(*) AS n FROM lottery_menu_games WHERE merchant = 'bdm01'")).toBe(20);
    const menus = db.prepare("SELECT prize_mode AS mode, count(*) AS n FROM lottery_menus WHERE merchant = 'bdm01' GROUP BY 1 ORDER BY 1").all();
    expect(menus).toEqual([
      { mode: 'ELOTT', n: 3 },
      { mode: 'LOTT', n: 3 },
    ]);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM lottery_menus m WHERE NOT EXISTS (SELECT 1 FROM lottery_menu_games mg
      WHERE mg.merchant = m.merchant AND mg.prize_mode = m.prize_mode AND mg.menu_code = m.menu_code)`,
      ),
    ).toBe(0);
  });

  it('is fast and idempotent: seeding again inserts nothing', () => {
    expect(elapsed).toBeLessThan(1500);
    const before =
      count(db, 'SELECT count(*) AS n FROM games') +
      count(db, 'SELECT count(*) AS n FROM winners') +
      count(db, 'SELECT count(*) AS n FROM inbox_messages');
    expect(seed(db)).toBe(0);
    const after =
      count(db, 'SELECT count(*) AS n FROM games') +
      count(db, 'SELECT count(*) AS n FROM winners') +
      count(db, 'SELECT count(*) AS n FROM inbox_messages');
    expect(after).toBe(before);
  });

  it('points a database seeded before the WebP banners at them (migration 004)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      for (const m of listMigrations().filter((m) => m.version <= 2)) copyFileSync(m.path, join(dir, m.name));
      const old = openDb(':memory:');
      migrate(old, dir);
      old.prepare("INSERT INTO merchants (code, name, currency) VALUES ('bdm01', 'BD Play', 'BDT')").run();
      const insert = old.prepare(`INSERT INTO announcements (merchant, type, group_name, title, image_url)
        VALUES ('bdm01', 'B', 'm_home', ?, ?)`);
      insert.run('a', '/cdn/banners/home-1.svg');
      insert.run('b', '/cdn/banners/custom.svg');
      expect(migrate(old)).toEqual(
        listMigrations()
          .filter((m) => m.version > 2)
          .map((m) => m.name),
      );
      const urls = old.prepare('SELECT image_url AS u FROM announcements ORDER BY title_bn').all();
      expect(urls).toEqual([{ u: '/cdn/banners/home-1.webp' }, { u: '/cdn/banners/custom.svg' }]);
      old.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
