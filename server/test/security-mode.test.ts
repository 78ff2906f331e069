import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 19, point 13: outside production the server keeps an outbox that answers every SMS code
 * and captcha to whoever asks. A server started without MODE must therefore be a production one,
 * and development or test mode must never be reachable from the network.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('MODE', () => {
  it('defaults to production', () => {
    expect(loadConfig({}, []).mode).toBe('production');
    expect(loadConfig({ MODE: '' }, []).mode).toBe('production');
  });

  it('refuses development and test mode on an address other than loopback', () => {
    for (const mode of ['development', 'test']) {
      for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'bdplay.example']) {
        expect(() => loadConfig({ MODE: mode, HOST: host }, []), `${mode} ${host}`).toThrow(/only on a loopback address/);
      }
      for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost', '']) {
        expect(loadConfig({ MODE: mode, HOST: host }, []).mode, `${mode} ${host}`).toBe(mode);
      }
    }
    expect(loadConfig({ MODE: 'production', HOST: '0.0.0.0' }, []).host).toBe('0.0.0.0');
  });

  it('refuses development and test mode behind a proxy (a proxy in front means the network reaches the server)', () => {
    expect(() => loadConfig({ MODE: 'development', TRUST_PROXY: '1' }, [])).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ MODE: 'test', TRUST_PROXY: '2' }, [])).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ MODE: 'production', TRUST_PROXY: '1' }, []).trustProxy).toBe(1);
  });

  it('the server refuses to start with a clear message (exit 2) instead of exposing the outbox', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bdplay-mode-'));
    try {
      const env = {
        PATH: process.env['PATH'],
        HOME: process.env['HOME'],
        MODE: 'development',
        HOST: '0.0.0.0',
        PORT: '0',
        DB_PATH: join(dir, 'app.db'),
      };
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/MODE=development .*only on a loopback address/);
      expect(run.stdout).not.toMatch(/Listening/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('a server in the default mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mode: loadConfig({}, []).mode });
  });
  afterAll(() => server.close());

  it('has no outbox to read codes from', async () => {
    const res = await api(server.port, `/wps/dev/outbox?to=${encodeURIComponent('+880 01711000001')}`);
    expect(res.status).toBe(404);
    expect(res.json().errorCode).toBe('request.path.not.found');
  });
});

describe('npm start and npm run serve', () => {
  it('ask for development mode themselves (the README demo), unless MODE is given', async () => {
    const { scripts } = (await import('../../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
    expect(scripts['serve']).toMatch(/^MODE=\$\{MODE:-development\} /);
    expect(scripts['start']).toMatch(/npm run serve$/);
  });
});
