import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { runCli } from '../src/cli/run.ts';
import { revealLink } from '../src/lib/obfuscate.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the CLI in-process and captures what it prints. */
function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('admin CLI', () => {
  it('as a child process: maintenance on is seen by the running server on the next request', async () => {
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile('npx', ['tsx', 'server/src/cli.ts', '--db', server.dbPath, 'maintenance', 'on'], { cwd: repoRoot }, (error, stdout) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
      );
    });
    expect(code).toBe(0);
    expect(stdout).toContain('bdm01: maintenance off -> on');
    expect((await api(server.port, '/wps/system/status')).json().value.maintenance).toBe(true);
    expect(cli(['--db', server.dbPath, 'maintenance', 'off']).stdout).toBe('bdm01: maintenance on -> off');
  }, 30_000);

  it('region, switch and status print what changed', () => {
    expect(cli(['--db', server.dbPath, 'region', 'on']).stdout).toBe('bdm01: region off -> on');
    expect(cli(['--db', server.dbPath, 'region', 'on']).stdout).toBe('bdm01: region already on');
    expect(cli(['--db', server.dbPath, 'switch', 'GOOGLELOGIN3', 'on']).stdout).toBe('bdm01: switch GOOGLELOGIN3 off -> on');
    expect(cli(['--db', server.dbPath, 'switch', 'BRANDNEW3', 'off']).stdout).toBe('bdm01: switch BRANDNEW3 absent -> off (created)');
    const status = cli(['--db', server.dbPath, 'status']).stdout;
    expect(status).toMatch(/merchant\s+bdm01 \(BD Play, BDT\)/);
    expect(status).toMatch(/region\s+on/);
    expect(status).toMatch(/GOOGLELOGIN3\s+on/);
    expect(status).toMatch(/BRANDNEW3\s+off/);
  });

  it('fails clearly on bad usage (exit 2) and on errors (exit 1)', () => {
    const usage = cli(['--db', server.dbPath, 'region', 'maybe']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: region on|off');
    expect(cli(['--db', server.dbPath, 'frobnicate']).code).toBe(2);
    expect(cli(['--db']).code).toBe(2);
    expect(cli([]).code).toBe(2);
    expect(cli(['--help']).stdout).toContain('switch <KEY> on|off');
    const merchant = cli(['--db', server.dbPath, '--merchant', 'zz99', 'region', 'on']);
    expect(merchant.code).toBe(1);
    expect(merchant.stderr).toContain("Unknown merchant 'zz99'");
    const missing = cli(['--db', join(server.dir, 'typo.db'), 'status']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No database at');
  });
});

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const HOME_POPUPS = `${ANNOUNCEMENTS}?types=PU&groupName=m_home&platform=M`;

interface Popup {
  id: number;
  title: string;
  content: string;
  execution: string;
  linkUrl: string;
}

describe('admin CLI: announcement', () => {
  const admin = (...args: string[]): ReturnType<typeof cli> => cli(['--db', server.dbPath, ...args]);
  const popups = async (): Promise<Popup[]> => (await api(server.port, HOME_POPUPS)).json().value.popup;

  it('add, list and remove round trip, seen by the running server on the next request', async () => {
    const seeded = await popups();
    // Options may come before the positional arguments too.
    const added = admin('announcement', 'add', '--execution', 'B', 'PU', 'm_home', 'QA popup', '<p>Hello QA</p>', '--link', '/m/register');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(/^\d+$/);
    const id = Number(added.stdout);

    const after = await popups();
    expect(after).toHaveLength(seeded.length + 1);
    // Last in its group: after the seeded popups, which keep their order.
    expect(after.slice(0, -1).map((p) => p.id)).toEqual(seeded.map((p) => p.id));
    expect(after.at(-1)).toMatchObject({ id, title: 'QA popup', content: '<p>Hello QA</p>', execution: 'B', linkUrl: '/m/register' });

    const list = admin('announcement', 'list', 'm_home').stdout.split('\n');
    expect(list.at(-1)).toMatch(new RegExp(`^\\s*${id}  PU  m_home  B  QA popup$`));
    expect(list.filter((line) => /\bPL  m_home  -  /.test(line))).toHaveLength(4);
    expect(admin('announcement', 'list').stdout).toMatch(/\bB   m_reg  /);
    expect(admin('announcement', 'list', 'no_such_group').stdout).toBe('(no announcements)');

    const duplicate = admin('announcement', 'add', 'PU', 'm_home', 'QA popup', 'again', '--execution', 'A');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain(`Announcement PU 'QA popup' already exists in group m_home (id ${id})`);

    expect(admin('announcement', 'remove', 'm_home', 'PU', 'QA popup')).toMatchObject({ code: 0, stdout: 'removed' });
    expect((await popups()).map((p) => p.id)).toEqual(seeded.map((p) => p.id));
    expect(admin('announcement', 'remove', 'm_home', 'PU', 'QA popup')).toMatchObject({ code: 0, stdout: 'not found' });
  });

  it('adds a banner with image and link, without an execution', async () => {
    const added = admin(
      'announcement',
      'add',
      'B',
      'm_home',
      'QA banner',
      '',
      '--image',
      '/cdn/banners/home-1.webp',
      '--link',
      'https://promo.example/qa',
    );
    expect(added.code).toBe(0);
    const { banners } = (await api(server.port, `${ANNOUNCEMENTS}?types=B&groupName=m_home&platform=M`)).json().value;
    expect(banners.at(-1)).toMatchObject({
      id: Number(added.stdout),
      title: 'QA banner',
      imageUrl: '/cdn/banners/home-1.webp',
      linkUrl: 'https://promo.example/qa',
    });
    expect(admin('announcement', 'remove', 'm_home', 'B', 'QA banner').stdout).toBe('removed');
  });

  it('adds a notice in BN with its English (--title-en, --content-en); each language reads its own', async () => {
    const added = admin('announcement', 'add', 'PL', 'm_home', 'কিউএ নোটিশ', 'বাংলা লেখা', '--title-en', 'QA notice', '--content-en', 'English text');
    expect(added.code).toBe(0);
    const last = async (language: string) =>
      (await api(server.port, `${ANNOUNCEMENTS}?types=PL&groupName=m_home`, { Language: language })).json().value.player.at(-1);
    expect(await last('BN')).toMatchObject({ title: 'কিউএ নোটিশ', content: 'বাংলা লেখা' });
    expect(await last('EN')).toMatchObject({ title: 'QA notice', content: 'English text' });
    expect(admin('announcement', 'remove', 'm_home', 'PL', 'কিউএ নোটিশ').stdout).toBe('removed');
  });

  it('refuses a popup without execution, an execution on another type, bad values (exit 2)', () => {
    const cases: Array<[string[], string]> = [
      [['add', 'PU', 'm_home', 'T', 'c'], 'A popup (PU) needs an execution: A, B, F'],
      [['add', 'PL', 'm_home', 'T', 'c', '--execution', 'A'], 'Only a popup (PU) has an execution, not PL'],
      [['add', 'PU', 'm_home', 'T', 'c', '--execution', 'X'], "Invalid execution 'X' (one of A, B, F)"],
      [['add', 'XX', 'm_home', 'T', 'c'], "Invalid type 'XX' (one of B, PL, PU, PR, H)"],
      [['add', 'pu', 'm_home', 'T', 'c', '--execution', 'A'], "Invalid type 'pu'"],
      [['add', 'B', 'm_home', 'T', 'c', '--link', 'javascript:alert(1)'], "Invalid link 'javascript:alert(1)'"],
      [['add', 'B', 'm_home', 'T', 'c', '--image', 'https://cdn.example/x.webp'], "Invalid image 'https://cdn.example/x.webp'"],
      [['add', 'B', 'm_home', 'T', 'c', '--image', '/m/home'], "Invalid image '/m/home'"],
      // A browser reads `/\host` as another host, like `//host`.
      [['add', 'B', 'm_home', 'T', 'c', '--link', '/\\evil.example'], "Invalid link '/\\evil.example'"],
      [['add', 'B', 'x'.repeat(33), 'T', 'c'], 'Invalid group'],
      [['add', 'B', 'm_home', ' ', 'c'], 'The title must not be empty'],
      [['add', 'B', 'm_home', 'T'], 'Usage: announcement add <type> <group> <title> <content>'],
      [['remove', 'm_home', 'XX', 'T'], "Invalid type 'XX'"],
      [['remove', 'm_home', 'PU'], 'Usage: announcement remove <group> <type> <title>'],
      [['list', 'a', 'b'], 'Usage: announcement list [group]'],
      [['frobnicate'], 'Usage: announcement add'],
      [['add', 'PU', 'm_home', 'T', 'c', '--execution'], '--execution needs a value'],
      [['add', 'PU', 'm_home', 'T', 'c', '--execution', 'A', '--execution', 'B'], '--execution given twice'],
      [['remove', 'm_home', 'PU', 'T', '--link', '/m/x'], '--link goes only with: announcement add'],
    ];
    for (const [args, message] of cases) {
      const result = admin('announcement', ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
    }
    // The command options belong to `announcement add` only; the old commands still reject them.
    const misplaced = admin('switch', 'GOOGLELOGIN3', 'on', '--execution', 'A');
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toContain('--execution goes only with: announcement add');
    expect(admin('region', 'on', '--frob', 'x').stderr).toContain('Unknown option --frob');
    expect(admin('announcement', 'list').code).toBe(0);
  });

  it('an unknown merchant is an error (exit 1)', () => {
    for (const args of [['list'], ['remove', 'm_home', 'PU', 'T'], ['add', 'PL', 'm_home', 'T', 'c']]) {
      const result = cli(['--db', server.dbPath, '--merchant', 'zz99', 'announcement', ...args]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Unknown merchant 'zz99'");
    }
  });
});

describe('admin CLI: service', () => {
  const admin = (...args: string[]): ReturnType<typeof cli> => cli(['--db', server.dbPath, ...args]);
  /** csType → revealed URL, in the order `GET /wps/system/status` sends them. */
  const links = async (): Promise<Array<[string, string]>> => {
    const { customerService } = (await api(server.port, '/wps/system/status')).json().value.info;
    return customerService.map((c: { csType: string; path: string }) => [c.csType, revealLink(c.path)]);
  };

  it('sets a new link, replaces one in place, and deletes it; the server sees each change', async () => {
    const seeded = await links();
    expect(seeded.map(([type]) => type)).toEqual(['TELEGRAM1', 'TELEGRAM2', 'FACEBOOK', 'LIVECHAT']);

    expect(admin('service', 'WHATSAPP', 'https://wa.example/qa')).toMatchObject({
      code: 0,
      stdout: 'bdm01: service WHATSAPP off -> https://wa.example/qa',
    });
    expect((await links()).at(-1)).toEqual(['WHATSAPP', 'https://wa.example/qa']);

    const oldLive = seeded.find(([type]) => type === 'LIVECHAT')?.[1];
    expect(admin('service', 'LIVECHAT', 'http://chat.example/qa').stdout).toBe(`bdm01: service LIVECHAT ${oldLive} -> http://chat.example/qa`);
    expect(admin('service', 'LIVECHAT', 'http://chat.example/qa').stdout).toBe('bdm01: service LIVECHAT already http://chat.example/qa');
    const replaced = await links();
    expect(replaced.map(([type]) => type)).toEqual(['TELEGRAM1', 'TELEGRAM2', 'FACEBOOK', 'LIVECHAT', 'WHATSAPP']);
    expect(replaced[3]).toEqual(['LIVECHAT', 'http://chat.example/qa']);

    expect(admin('service', 'WHATSAPP', 'off').stdout).toBe('bdm01: service WHATSAPP https://wa.example/qa -> off');
    expect(admin('service', 'WHATSAPP', 'off')).toMatchObject({ code: 0, stdout: 'bdm01: service WHATSAPP already off' });
    expect(admin('service', 'LIVECHAT', 'off').code).toBe(0);
    expect((await links()).map(([type]) => type)).toEqual(['TELEGRAM1', 'TELEGRAM2', 'FACEBOOK']);
  });

  it('refuses a bad URL or type (exit 2) and an unknown merchant (exit 1)', () => {
    const cases: Array<[string[], string]> = [
      [['TELEGRAM1', 'ftp://files.example/x'], "Invalid URL 'ftp://files.example/x': give an http(s) URL, or off"],
      [['TELEGRAM1', 't.example/support'], "Invalid URL 't.example/support'"],
      [['TELEGRAM1', 'javascript:alert(1)'], "Invalid URL 'javascript:alert(1)'"],
      [['telegram1', 'https://t.example'], "Invalid service type 'telegram1'"],
      [['TELEGRAM1'], 'Usage: service <csType> <url>|off'],
      [['TELEGRAM1', 'https://t.example', 'extra'], 'Usage: service <csType> <url>|off'],
    ];
    for (const [args, message] of cases) {
      const result = admin('service', ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
    }
    const merchant = cli(['--db', server.dbPath, '--merchant', 'zz99', 'service', 'TELEGRAM1', 'off']);
    expect(merchant.code).toBe(1);
    expect(merchant.stderr).toContain("Unknown merchant 'zz99'");
  });
});
