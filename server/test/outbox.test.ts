import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_CODES } from '../src/modules/rule-error.ts';
import { hasMessage } from '../src/http/messages.ts';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /wps/dev/outbox', () => {
  it('in test mode: the captcha answer is addressed to the captchaId cookie', async () => {
    const player = new TestClient(server);
    const answer = await player.captcha();
    const [message] = await player.outbox(player.captchaId ?? '');
    expect(message).toMatchObject({ channel: 'captcha', purpose: 'captcha', to: player.captchaId, code: answer });
  });

  it('does not exist in production mode (404), and production writes no captcha answers', async () => {
    const production = await startTestServer({ mode: 'production' });
    try {
      const res = await api(production.port, '/wps/dev/outbox?to=x');
      expect(res.status).toBe(404);
      expect(res.json().errorCode).toBe('request.path.not.found');
      expect((await api(production.port, '/wps/captcha')).status).toBe(200);
      expect(production.db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    } finally {
      await production.close();
    }
  });
});

describe('messages', () => {
  it('every errorCode the account modules use has its BN and EN text', () => {
    expect(RULE_CODES.filter((code) => !hasMessage(code))).toEqual([]);
  });
});
