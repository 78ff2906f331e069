import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAnnouncement } from '../src/modules/announcements/announcements.ts';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 17, item 5: every text a player reads comes in the request's `Language` (BN or EN), falls
 * back to the other language where a text is missing, and an unknown Language is the default (BN).
 */

let server: TestServer;
let member: TestClient;
let agent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  member = new TestClient(server);
  await member.login('demo01', 'demo123');
  agent = new TestClient(server);
  await agent.login('agent01', 'agent123');
});
afterAll(() => server.close());

/** Bengali letters (the taka sign ৳ is in the same block but is used in English too). */
const BENGALI = /[\u0980-\u09F2\u09F4-\u09FF]/;
const isBengali = (text: string): boolean => BENGALI.test(text);

const HOME = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&groupName=m_home&platform=M';
const REG = '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_reg&platform=M';

interface Text {
  title: string;
  content?: string;
  summary?: string;
  value?: string;
  children?: Text[];
}

/** Every title/content/summary/value in `items` (and help children) is in `language`'s script. */
function expectScript(items: readonly Text[], language: 'BN' | 'EN'): void {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    for (const text of [item.title, item.content, item.summary, item.value]) {
      if (!text) continue;
      expect(isBengali(text), `${language}: ${text}`).toBe(language === 'BN');
    }
    if (item.children?.length) expectScript(item.children, language);
  }
}

/** GET `path` in `language` through `client` (or as a guest) and return the value. */
async function get(path: string, language: string, client?: TestClient): Promise<any> {
  const res = client ? await client.call('GET', path, undefined, { Language: language }) : await api(server.port, path, { Language: language });
  expect(res.status, `${path} ${language}`).toBe(200);
  return res.json().value;
}

describe.each(['BN', 'EN'] as const)('content in %s', (language) => {
  it('home: banners, the notice ticker (marquee), popups and the promotion', async () => {
    const home = await get(HOME, language);
    for (const group of ['banners', 'player', 'popup', 'promotion']) expectScript(home[group], language);
    expectScript((await get(REG, language)).banners, language);
  });

  it('the download bar tagline of the start-up data', async () => {
    const { app_desc } = (await get('/wps/system/status', language)).info.mobileTemplate;
    expect(app_desc).toBe(language === 'BN' ? 'BD Play অ্যাপ: আরও দ্রুত খেলা, তাৎক্ষণিক ডিপোজিট' : 'BD Play app: faster games, instant deposits');
  });

  it('the help centre, the user agreement among it (the header, also when lang is not given)', async () => {
    const help = (await get('/wps/system/helpCenter?device=MOBILE', language)) as Array<Text & { tag: string }>;
    expectScript(help, language);
    expect(help.map((e) => e.tag)).toContain('agreement');
  });

  it('promotions and missions, for guests and for a member', async () => {
    const guest = (await get('/wps/relay/MCSFE_getMerchantAvailablePromotions', language)).list;
    expectScript(guest, language);
    const mine = (await get('/wps/relay/MCSFE_getAvailablePromotions', language, member)).list;
    expectScript(mine, language);
    expect(mine.filter((p: { type: string }) => p.type === 'MISSION')).toHaveLength(3);
  });

  it('the VIP benefits and the level names', async () => {
    const club = await get('/wps/relay/MCS2_getMemberClubBenefit', language, member);
    expectScript(
      club.levels.flatMap((l: { benefits: Text[] }) => l.benefits),
      language,
    );
    const vip3 = language === 'BN' ? 'ভিআইপি ৩' : 'VIP 3';
    expect(club).toMatchObject({ levelName: vip3, levels: expect.arrayContaining([expect.objectContaining({ level: 3, name: vip3 })]) });
    expect((await get('/wps/member/info', language, member)).vipName).toBe(vip3);
  });

  it('the inbox and the agent announcements', async () => {
    expectScript((await get('/wps/relay/CSP_getInbox', language, member)).list, language);
    expectScript((await get('/wps/relay/CSP_getInbox', language, agent)).list, language);
    const notices = await get('/wps/relay/MCSFE_getListAnnouncements?types=A,PL&groupName=m_home', language, agent);
    expectScript(notices.agent, language);
    expectScript(notices.player, language);
  });
});

describe('an unknown Language', () => {
  it.each([['FR'], [''], ['en-US'], ['<script>'], ['BN, EN']])('%j answers 200 in the default, BN', async (language) => {
    const home = await get(HOME, language);
    expect(home).toEqual(await get(HOME, 'BN'));
    expect((await get('/wps/system/status', language)).info.mobileTemplate.app_desc).toMatch(BENGALI);
  });

  it('is read case-insensitively: en is EN', async () => {
    expect(await get(HOME, 'en')).toEqual(await get(HOME, 'EN'));
  });

  it('an error message follows the same rule', async () => {
    const res = await api(server.port, '/wps/relay/CSP_getInbox', { Language: 'xx' });
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'login.not.session', message: expect.stringMatching(BENGALI) });
  });

  it('answers say they vary by Language (a shared cache keeps the two apart)', async () => {
    const res = await api(server.port, HOME);
    expect(res.headers.vary).toContain('Language');
  });
});

describe('the fallback to the other language', () => {
  it('an announcement written in one language shows in both', async () => {
    addAnnouncement(server.db, 'bdm01', { type: 'PL', groupName: 'm_fallback', title: 'শুধু বাংলা', content: 'শুধু বাংলায় লেখা।' });
    server.db
      .prepare(
        `INSERT INTO announcements (merchant, type, group_name, title_bn, content_bn, title_en, content_en)
      VALUES ('bdm01', 'PL', 'm_fallback', '', '', 'English only', 'Written in English only.')`,
      )
      .run();
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=PL&groupName=m_fallback';
    const texts = async (language: string) => (await get(path, language)).player.map((n: Text) => [n.title, n.content]);
    const both = [
      ['শুধু বাংলা', 'শুধু বাংলায় লেখা।'],
      ['English only', 'Written in English only.'],
    ];
    expect(await texts('BN')).toEqual(both);
    expect(await texts('EN')).toEqual(both);
  });

  it('a promotion without its English summary and content shows the Bengali ones, its English title stays', async () => {
    const row = server.db.prepare("SELECT id, title_en, summary_bn FROM promotions WHERE type = 'MISSION' ORDER BY id LIMIT 1").get() as {
      id: number;
      title_en: string;
      summary_bn: string;
    };
    server.db.prepare("UPDATE promotions SET summary_en = '', content_en = '' WHERE id = ?").run(row.id);
    const list = (await get('/wps/relay/MCSFE_getMerchantAvailablePromotions', 'EN')).list as Array<Text & { id: number }>;
    expect(list.find((p) => p.id === row.id)).toMatchObject({ title: row.title_en, summary: row.summary_bn });
  });

  it('a help entry missing in English is served in Bengali, in its place', async () => {
    const bnTags = ((await get('/wps/system/helpCenter', 'BN')) as Array<{ tag: string }>).map((e) => e.tag);
    server.db.prepare("DELETE FROM help_entries WHERE language = 'EN' AND tag = 'withdraw'").run();
    const en = (await get('/wps/system/helpCenter', 'EN')) as Array<Text & { tag: string }>;
    expect(en.map((e) => e.tag)).toEqual(bnTags);
    const withdraw = en.find((e) => e.tag === 'withdraw');
    expect(isBengali(withdraw?.title ?? '')).toBe(true);
    expect(isBengali(en.find((e) => e.tag === 'deposit')?.title ?? '')).toBe(false);
    // The lang parameter wins over the header, with the same fallback.
    expect(await get('/wps/system/helpCenter?lang=EN', 'BN')).toEqual(en);
  });

  it('an inbox message and an agent announcement without English show the Bengali', async () => {
    server.db
      .prepare(
        `UPDATE inbox_messages SET title_en = '', content_en = ''
      WHERE member_id = (SELECT id FROM members WHERE username = 'agent01')`,
      )
      .run();
    server.db.prepare("UPDATE agent_announcements SET content_en = '' WHERE title_en = 'New commission rates'").run();
    expectScript((await get('/wps/relay/CSP_getInbox', 'EN', agent)).list, 'BN');
    const notices = (await get('/wps/relay/MCSFE_getListAnnouncements?types=A', 'EN', agent)).agent as Text[];
    const rates = notices.find((n) => n.title === 'New commission rates');
    expect(isBengali(rates?.content ?? '')).toBe(true);
  });
});
