import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { api, startTestServer, type TestServer } from './helpers.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'server/src/cli.ts', ...args], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('admin CLI (child process, same SQLite file as the running server)', () => {
  it('maintenance on is seen by the next status request; status and usage errors are clear', async () => {
    const on = await cli(['--db', server.dbPath, 'maintenance', 'on']);
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('bdm01: maintenance off -> on');
    expect((await api(server.port, '/wps/system/status')).json().value.maintenance).toBe(true);

    const [status, usage, unknownMerchant, missingDb] = await Promise.all([
      cli(['--db', server.dbPath, 'status']),
      cli(['--db', server.dbPath, 'region', 'maybe']),
      cli(['--db', server.dbPath, '--merchant', 'zz99', 'region', 'on']),
      cli(['--db', join(server.dir, 'typo.db'), 'status']),
    ]);
    expect(status.stdout).toMatch(/maintenance\s+on/);
    expect(status.stdout).toMatch(/USERNAMEREG3\s+on/);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: region on|off');
    expect(unknownMerchant.code).toBe(1);
    expect(unknownMerchant.stderr).toContain("Unknown merchant 'zz99'");
    expect(missingDb.code).toBe(1);
    expect(missingDb.stderr).toContain('No database at');
  }, 30_000);
});
