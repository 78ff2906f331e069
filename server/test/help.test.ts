import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Entry {
  title: string;
  tag: string;
  content: string;
  children: Entry[];
}

const HELP = '/wps/system/helpCenter?device=MOBILE';

async function entries(query: string, headers: Record<string, string> = {}): Promise<Entry[]> {
  const res = await api(server.port, `${HELP}${query}`, headers);
  expect(res.status, query).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.json().value;
}

const tags = (list: Entry[]): string[] => list.map((e) => e.tag);
const TAGS = ['register', 'deposit', 'withdraw', 'play', 'app', 'vip', 'responsible', 'contact', 'agreement'];

describe('GET /wps/system/helpCenter', () => {
  it('answers the entries of `lang` without a session, the same tags in BN and EN', async () => {
    const en = await entries('&lang=EN');
    const bn = await entries('&lang=bn');
    expect(tags(en)).toEqual(TAGS);
    expect(tags(bn)).toEqual(TAGS);
    expect(en[0]?.title).toBe('How do I open an account?');
    expect(bn[0]?.title).toBe('কীভাবে অ্যাকাউন্ট খুলব?');
    expect(en.find((e) => e.tag === 'agreement')?.title).toBe('User agreement');
    expect(bn.find((e) => e.tag === 'agreement')?.title).toBe('ব্যবহারকারী চুক্তি');
  });

  it('nests children under their entry, in order; every entry has the four fields', async () => {
    const en = await entries('&lang=EN');
    const deposit = en.find((e) => e.tag === 'deposit');
    expect(tags(deposit?.children ?? [])).toEqual(['deposit-bkash', 'deposit-nagad']);
    const all = en.flatMap((e) => [e, ...e.children]);
    for (const e of all) expect(Object.keys(e).sort()).toEqual(['children', 'content', 'tag', 'title']);
    expect(all.every((e) => e.content.length > 0 && !/<script|on\w+=/i.test(e.content))).toBe(true);
  });

  it('content is HTML with in-app links and one http(s) link', async () => {
    const html = (await entries('&lang=EN')).map((e) => e.content).join('');
    expect(html).toContain('<a href="/m/register">');
    expect(html.match(/href="https:\/\//g)).toHaveLength(1);
  });

  it('without `lang` the Language header decides (BN by default)', async () => {
    expect((await entries('', { Language: 'EN' }))[0]?.title).toBe('How do I open an account?');
    expect((await entries(''))[0]?.title).toBe('কীভাবে অ্যাকাউন্ট খুলব?');
  });

  it('any other `lang` is 400 request.param.invalid', async () => {
    const res = await api(server.port, `${HELP}&lang=FR`);
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('request.param.invalid');
  });

  it("another merchant's entries are not served", async () => {
    server.db.prepare("INSERT INTO merchants (code, name, currency) VALUES ('other', 'Other', 'BDT')").run();
    server.db
      .prepare(
        `INSERT INTO help_entries (merchant, language, tag, title, content)
      VALUES ('other', 'EN', 'secret', 'Secret', '<p>x</p>')`,
      )
      .run();
    expect(tags(await entries('&lang=EN'))).toEqual(TAGS);
  });
});
