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
    expect(db.prepare("SELECT icon_url AS url FROM games WHERE game_code = 'aviator' AND vendor = 'SPB'").get()).toEqual({
      url: '/cdn/games/spb/aviator.png',
    });
    db.close();
  });

  it('011 keeps the texts of a database from before it as BN (the tagline EN), and the seed adds the other language', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      for (const m of listMigrations().filter((m) => m.version <= 10)) copyFileSync(m.path, join(dir, m.name));
      const db = openDb(':memory:');
      migrate(db, dir);
      db.prepare(
        `INSERT INTO merchants (code, name, currency, app_desc)
        VALUES ('bdm01', 'BD Play', 'BDT', 'BD Play app: faster games, instant deposits')`,
      ).run();
      const insert = db.prepare(`INSERT INTO announcements (merchant, type, group_name, title, content)
        VALUES ('bdm01', 'PL', 'm_home', ?, ?)`);
      insert.run('রক্ষণাবেক্ষণ', 'পুরনো লেখা'); // seeded then, its content since edited by QA
      insert.run('কর্মীর ঘোষণা', 'কর্মীর লেখা'); // a cashier's own
      expect(migrate(db)).toEqual(
        listMigrations()
          .filter((m) => m.version > 10)
          .map((m) => m.name),
      );
      seed(db);
      const texts = db
        .prepare(
          `SELECT title_bn, content_bn, title_en, content_en FROM announcements
        WHERE title_bn IN ('রক্ষণাবেক্ষণ', 'কর্মীর ঘোষণা') ORDER BY id`,
        )
        .all();
      expect(texts).toEqual([
        {
          title_bn: 'রক্ষণাবেক্ষণ',
          content_bn: 'পুরনো লেখা',
          title_en: 'Maintenance',
          content_en: 'The system is under maintenance every Wednesday from 2 to 3 a.m.',
        },
        { title_bn: 'কর্মীর ঘোষণা', content_bn: 'কর্মীর লেখা', title_en: '', content_en: '' },
      ]);
      expect(db.prepare('SELECT app_desc_bn, app_desc_en FROM merchants').get()).toEqual({
        app_desc_bn: 'BD Play অ্যাপ: আরও দ্রুত খেলা, তাৎক্ষণিক ডিপোজিট',
        app_desc_en: 'BD Play app: faster games, instant deposits',
      });
      const missing = (table: string) =>
        (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE title_en = '' OR title_bn = ''`).get() as { n: number }).n;
      expect(missing('announcements')).toBe(1); // the cashier's own: only a person can translate it
      expect(missing('inbox_messages')).toBe(0);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('012 stores each number in one form; members whose numbers meet keep their accounts, the first keeps the number', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      for (const m of listMigrations().filter((m) => m.version <= 11)) copyFileSync(m.path, join(dir, m.name));
      const db = openDb(':memory:');
      migrate(db, dir);
      db.prepare("INSERT INTO merchants (code, name, currency) VALUES ('bdm01', 'BD Play', 'BDT')").run();
      const country = db.prepare("INSERT INTO countries (merchant, country_code, country_name, dialing_code) VALUES ('bdm01', ?, ?, ?)");
      country.run('BD', 'Bangladesh', '+880');
      country.run('IN', 'India', '+91');
      const member = db.prepare(
        `INSERT INTO members (merchant, username, password_hash, dialing_code, mobile, reg_date, balance_minor)
         VALUES ('bdm01', ?, 'scrypt$x', ?, ?, '2024-01-01', ?)`,
      );
      member.run('first', '+880', '01711000001', 100); // three spellings of one number
      member.run('second', '+880', '1711000001', 200);
      member.run('third', '+880', '001711000001', 300);
      member.run('typedcode', '+880', '8801711000009', 0); // the country code typed again
      member.run('india', '+91', '9123456789', 0); // starts with 91 itself: national, kept
      member.run('india2', '+91', '919123456780', 0);
      member.run('none', null, null, 0);
      db.prepare(
        "INSERT INTO sms_codes (merchant, dialing_code, mobile, purpose, code_hash, created_at, expires_at) VALUES ('bdm01', '+880', '01711000001', 'login', ?, 1, 2)",
      ).run('a'.repeat(64));

      // Every later migration runs too (015's ledger backfill gives these balances opening rows).
      const later = listMigrations().filter((m) => m.version >= 12);
      expect(migrate(db)).toEqual(later.map((m) => m.name));
      const rows = db.prepare('SELECT username, dialing_code AS code, mobile, balance_minor AS balance FROM members ORDER BY id').all();
      expect(rows).toEqual([
        { username: 'first', code: '+880', mobile: '1711000001', balance: 100 },
        { username: 'second', code: null, mobile: null, balance: 200 },
        { username: 'third', code: null, mobile: null, balance: 300 },
        { username: 'typedcode', code: '+880', mobile: '1711000009', balance: 0 },
        { username: 'india', code: '+91', mobile: '9123456789', balance: 0 },
        { username: 'india2', code: '+91', mobile: '9123456780', balance: 0 },
        { username: 'none', code: null, mobile: null, balance: 0 },
      ]);
      expect(
        db
          .prepare(
            'SELECT m.username, c.mobile_before, c.mobile, k.username AS kept FROM phone_conflicts c JOIN members m ON m.id = c.member_id JOIN members k ON k.id = c.kept_by ORDER BY m.id',
          )
          .all(),
      ).toEqual([
        { username: 'second', mobile_before: '1711000001', mobile: '1711000001', kept: 'first' },
        { username: 'third', mobile_before: '001711000001', mobile: '1711000001', kept: 'first' },
      ]);
      expect(db.prepare('SELECT count(*) AS n FROM sms_codes').get()).toEqual({ n: 0 });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('017 adds the payment purpose to codes and outbox, keeping their rows and indexes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      for (const m of listMigrations().filter((m) => m.version <= 16)) copyFileSync(m.path, join(dir, m.name));
      const db = openDb(':memory:');
      migrate(db, dir);
      db.prepare("INSERT INTO merchants (code, name, currency) VALUES ('bdm01', 'BD Play', 'BDT')").run();
      db.prepare(
        "INSERT INTO sms_codes (merchant, dialing_code, mobile, purpose, code_hash, created_at, expires_at) VALUES ('bdm01', '+880', '1711000001', 'password', ?, 1, 2)",
      ).run('a'.repeat(64));
      db.prepare(
        "INSERT INTO outbox (merchant, channel, recipient, recipient_key, purpose, code, text, created_at) VALUES ('bdm01', 'sms', '+880 01711000001', '88001711000001', 'password', '123456', 't', 'x')",
      ).run();
      const indexes = (): unknown[] =>
        db
          .prepare("SELECT name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name IN ('sms_codes', 'outbox') ORDER BY name")
          .all();
      const before = indexes();

      expect(migrate(db)).toEqual(
        listMigrations()
          .filter((m) => m.version >= 17)
          .map((m) => m.name),
      );
      expect(db.prepare('SELECT purpose FROM sms_codes').all()).toEqual([{ purpose: 'password' }]);
      expect(db.prepare('SELECT purpose, code FROM outbox').all()).toEqual([{ purpose: 'password', code: '123456' }]);
      expect(indexes()).toEqual(before);
      expect(before.map((i) => (i as { name: string }).name)).toEqual(expect.arrayContaining(['outbox_captcha_age', 'outbox_recipient']));
      db.prepare(
        "INSERT INTO sms_codes (merchant, dialing_code, mobile, purpose, code_hash, created_at, expires_at) VALUES ('bdm01', '+880', '1711000001', 'payment', ?, 1, 2)",
      ).run('b'.repeat(64));
      expect(db.pragma('foreign_key_check')).toEqual([]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('026 widens the ledger types, keeping every row and every guard of 015', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      for (const m of listMigrations().filter((m) => m.version <= 25)) copyFileSync(m.path, join(dir, m.name));
      const db = openDb(':memory:');
      migrate(db, dir);
      seed(db);
      const rows = (): unknown[] => db.prepare('SELECT * FROM ledger ORDER BY id').all();
      const guards = (): unknown[] =>
        db
          .prepare("SELECT name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name IN ('ledger', 'members') ORDER BY name")
          .all();
      const [before, guardsBefore] = [rows(), guards()];
      expect(before.length).toBeGreaterThan(100);

      // 026 alone: later migrations may add indexes of their own (032 does).
      const m026 = listMigrations().filter((m) => m.version === 26);
      for (const m of m026) copyFileSync(m.path, join(dir, m.name));
      expect(migrate(db, dir)).toEqual(m026.map((m) => m.name));
      expect(rows()).toEqual(before);
      expect(guards()).toEqual(guardsBefore);
      const member = db.prepare("SELECT id, balance_minor AS balance FROM members WHERE username = 'demo01'").get() as {
        id: number;
        balance: number;
      };
      const credit = db.prepare(
        "INSERT INTO ledger (member_id, type, amount_minor, balance_after_minor, reference, created_at) VALUES (?, 'salary', 100, ?, 'salary:1', 1)",
      );
      credit.run(member.id, member.balance + 100);
      expect(() => db.prepare('UPDATE members SET balance_minor = balance_minor + 1 WHERE id = ?').run(member.id)).toThrow(/without its ledger row/);
      expect(() => db.prepare('DELETE FROM ledger WHERE member_id = ?').run(member.id)).toThrow(/append-only/);
      expect(() => credit.run(member.id, member.balance)).toThrow(/does not chain/);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
