import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PATH = '/wps/relay/MCSFE_getListAnnouncements';
const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** The file exists under public/ (served from dist/ as the same path), is WebP and ≤ 25 kB (issue 4). */
function expectSmallWebp(imageUrl: string): void {
  const file = `${publicDir}${imageUrl}`;
  expect(existsSync(file), file).toBe(true);
  const bytes = readFileSync(file);
  expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
  expect(bytes.length, file).toBeLessThanOrEqual(25 * 1024);
}

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('the registration banners (types=B, groupName=m_reg, platform=M)', async () => {
    const res = await api(server.port, `${PATH}?types=B&groupName=m_reg&platform=M&merchantCode=bdm01`);
    const value = res.json().value;
    expect(value.player).toEqual([]);
    expect(value.popup).toEqual([]);
    expect(value.promotion).toEqual([]);
    expect(value.banners).toHaveLength(2);
    for (const banner of value.banners) {
      expect(Object.keys(banner).sort()).toEqual(['content', 'groupName', 'id', 'imageUrl', 'linkUrl', 'linkageType', 'title', 'url']);
      expect(banner.groupName).toBe('m_reg');
      expect(banner.imageUrl).toMatch(/^\/cdn\/banners\/[a-z0-9-]+\.webp$/);
      expectSmallWebp(banner.imageUrl);
    }
  });

  it('the home set: 3 banners, 4 notices, popups for each audience, 1 promotion', async () => {
    const value = (await api(server.port, `${PATH}?types=B,PL,PU,PR,H&groupName=m_home&platform=M`)).json().value;
    expect(value.banners).toHaveLength(3);
    expect(value.player).toHaveLength(4);
    expect(value.popup.map((p: { execution: string }) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(value.popup[0]).toMatchObject({ title: expect.any(String), content: expect.stringContaining('<p>'), promotionType: expect.any(String) });
    expect(value.promotion).toHaveLength(1);
    expect(value.banners.map((b: { imageUrl: string }) => b.imageUrl)).toEqual([
      '/cdn/banners/home-1.webp',
      '/cdn/banners/home-2.webp',
      '/cdn/banners/home-3.webp',
    ]);
    for (const item of [...value.banners, ...value.promotion]) expectSmallWebp(item.imageUrl);
  });

  it('asks only for what `types` names; the web platform and unknown groups are empty', async () => {
    const only = (await api(server.port, `${PATH}?types=PL&groupName=m_home`)).json().value;
    expect([only.banners.length, only.player.length, only.popup.length]).toEqual([0, 4, 0]);
    const web = (await api(server.port, `${PATH}?types=B&groupName=m_home&platform=W`)).json().value;
    expect(web.banners).toEqual([]);
    expect((await api(server.port, `${PATH}?types=B&groupName=nope`)).json().value.banners).toEqual([]);
  });

  it("sends a banner's picture as url too and its link's kind as linkageType, a promotion's picture in announcementImages (§7.8)", async () => {
    const kinds = [
      ['/m/activity', 'INTERNAL'],
      ['https://partner.example/offer', 'EXTERNAL'],
      ['', 'NONE'],
    ] as const;
    for (const [linkUrl, linkageType] of kinds) {
      server.db
        .prepare("UPDATE announcements SET link_url = ? WHERE group_name = 'm_home' AND type = 'B' AND image_url = '/cdn/banners/home-1.webp'")
        .run(linkUrl);
      const [first] = (await api(server.port, `${PATH}?types=B&groupName=m_home&platform=M`)).json().value.banners;
      expect(first).toMatchObject({ imageUrl: '/cdn/banners/home-1.webp', url: '/cdn/banners/home-1.webp', linkUrl, linkageType });
    }
    server.db.prepare("UPDATE announcements SET link_url = '/m/activity' WHERE image_url = '/cdn/banners/home-1.webp'").run();

    const [promotion] = (await api(server.port, `${PATH}?types=PR&platform=M`)).json().value.promotion;
    expect(promotion.announcementImages).toEqual([{ imageUrl: promotion.imageUrl, url: promotion.imageUrl }]);
    server.db.prepare("UPDATE announcements SET image_url = '' WHERE type = 'PR'").run();
    expect((await api(server.port, `${PATH}?types=PR&platform=M`)).json().value.promotion[0].announcementImages).toEqual([]);
    server.db.prepare('UPDATE announcements SET image_url = ? WHERE id = ?').run(promotion.imageUrl, promotion.id);
  });

  it('hides announcements outside their active window', async () => {
    server.db.prepare("UPDATE announcements SET ends_at = '2000-01-01T00:00:00.000Z' WHERE group_name = 'm_reg' AND sort_order = 0").run();
    const value = (await api(server.port, `${PATH}?types=B&groupName=m_reg`)).json().value;
    expect(value.banners).toHaveLength(1);
  });
});
