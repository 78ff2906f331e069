import { describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from './connection.ts';
import { listMigrations, migrate } from './migrate.ts';
import { seed, seedIfEmpty } from './seed.ts';

describe('migrations and seed', () => {
  it('applies each migration once and records it', () => {
    const db = openDb(':memory:');
    const first = migrate(db);
    expect(first).toEqual(listMigrations().map((m) => m.name));
    expect(migrate(db)).toEqual([]);
    const rows = db.prepare('SELECT version FROM schema_migrations').all();
    expect(rows).toHaveLength(first.length);
    db.close();
  });

  it('rolls back a failing migration as a whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '001_ok.sql'), 'CREATE TABLE a (x INTEGER);');
      writeFileSync(join(dir, '002_bad.sql'), 'CREATE TABLE b (x INTEGER); INSERT INTO nope VALUES (1);');
      const db = openDb(':memory:');
      expect(() => migrate(db, dir)).toThrow();
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
      expect(tables.map((t) => t.name)).toContain('a');
      expect(tables.map((t) => t.name)).not.toContain('b');
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seeds idempotently and never overwrites QA changes', () => {
    const db = openDb(':memory:');
    migrate(db);
    expect(seedIfEmpty(db)).toBeGreaterThan(50);
    db.prepare("UPDATE white_label_switches SET enabled = 0 WHERE mod_id = 'DIRECTREG3'").run();
    expect(seed(db)).toBe(0);
    expect(seedIfEmpty(db)).toBe(0);
    const row = db.prepare("SELECT enabled FROM white_label_switches WHERE mod_id = 'DIRECTREG3'").get();
    expect(row).toEqual({ enabled: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('007 moves the game icons from .svg to .png, leaving other images alone', () => {
    // Today's seed needs every table, so seed a fully migrated database, put the icons back the way
    // a database seeded before 007 held them (plus one icon QA pointed elsewhere), and run 007 again.
    const db = openDb(':memory:');
    migrate(db);
    seed(db);
    db.prepare("UPDATE games SET icon_url = replace(icon_url, '.png', '.svg')").run();
    db.prepare("UPDATE games SET icon_url = '/cdn/banners/home-1.svg' WHERE id = (SELECT min(id) FROM games)").run();
    const count = (sql: string): number => (db.prepare(sql).get() as { n: number }).n;
    const oldIcons = count("SELECT count(*) AS n FROM games WHERE icon_url LIKE '/cdn/games/%.svg'");
    expect(oldIcons).toBeGreaterThan(300);

    const m007 = listMigrations().find((m) => m.version === 7);
    db.exec(readFileSync(m007!.path, 'utf8'));
    expect(count("SELECT count(*) AS n FROM games WHERE icon_url GLOB '/cdn/games/*/*.png'")).toBe(oldIcons);
    expect(count("SELECT count(*) AS n FROM games WHERE icon_url GLOB '*.svg'")).toBe(1);
    expect(db.prepare("SELECT icon_url AS url FROM games WHERE game_code = 'aviator' AND vendor = 'SPB'").get())
      .toEqual({ url: '/cdn/games/spb/aviator.png' });
    db.close();
  });

  it('opens files in WAL mode with foreign keys on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-'));
    const db = openDb(join(dir, 'nested', 'app.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
