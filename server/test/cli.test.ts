import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { runCli } from '../src/cli/run.ts';
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
      execFile('npx', ['tsx', 'server/src/cli.ts', '--db', server.dbPath, 'maintenance', 'on'], { cwd: repoRoot },
        (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }));
    });
    expect(code).toBe(0);
    expect(stdout).toContain('bdm01: maintenance off -> on');
    expect((await api(server.port, '/wps/system/status')).json().value.maintenance).toBe(true);
    expect(cli(['--db', server.dbPath, 'maintenance', 'off']).stdout).toBe('bdm01: maintenance on -> off');
  }, 30_000);

  it('region, switch and status print what changed', () => {
    expect(cli(['--db', server.dbPath, 'region', 'on']).stdout).toBe('bdm01: region off -> on');
    expect(cli(['--db', server.dbPath, 'region', 'on']).stdout).toBe('bdm01: region already on');
    expect(cli(['--db', server.dbPath, 'switch', 'GOOGLELOGIN3', 'on']).stdout)
      .toBe('bdm01: switch GOOGLELOGIN3 off -> on');
    expect(cli(['--db', server.dbPath, 'switch', 'BRANDNEW3', 'off']).stdout)
      .toBe('bdm01: switch BRANDNEW3 absent -> off (created)');
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
