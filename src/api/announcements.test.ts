import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { decodeHomeAnnouncements, fetchHomeAnnouncements } from './announcements';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

/** Shaped like the reference server's answer (contract item 1). */
const homeValue = () => ({
  banners: [
    { id: 3, title: 'Cashback', content: 'Weekly', imageUrl: '/cdn/banners/home-1.webp', linkUrl: '/m/activity', groupName: 'm_home' },
    { id: 4, title: 'No picture', content: '', imageUrl: '', linkUrl: '', groupName: 'm_home' },
  ],
  player: [
    { id: 6, title: 'Maintenance', content: 'Wednesday 2–3 am', imageUrl: '', linkUrl: '', groupName: 'm_home' },
    { id: 7, title: '', content: '', imageUrl: '', linkUrl: '', groupName: 'm_home' },
  ],
  popup: [
    { id: 10, title: 'Reward', content: '<p>Claim</p>', imageUrl: '', linkUrl: '', groupName: 'm_home', execution: 'A', promotionType: 'REWARD' },
    { id: 11, title: 'Join', content: '<p>Bonus</p>', imageUrl: '', linkUrl: '', groupName: 'm_home', execution: 'B', promotionType: 'REGISTER' },
    { id: 12, title: 'Welcome', content: '<p>Hi</p>', imageUrl: '', linkUrl: '', groupName: 'm_home', execution: 'F', promotionType: 'WELCOME' },
    { id: 13, title: 'Odd', content: 'x', execution: 'Z', promotionType: '' },
  ],
  promotion: [],
});

describe('decodeHomeAnnouncements', () => {
  it('keeps banners with a picture, non-empty notices and popups for a known audience', () => {
    expect(decodeHomeAnnouncements(homeValue())).toEqual({
      banners: [{ id: '3', title: 'Cashback', imageUrl: '/cdn/banners/home-1.webp', linkUrl: '/m/activity' }],
      notices: [{ id: '6', title: 'Maintenance', content: 'Wednesday 2–3 am' }],
      popups: [
        { id: '10', title: 'Reward', content: '<p>Claim</p>', execution: 'A', promotionType: 'REWARD' },
        { id: '11', title: 'Join', content: '<p>Bonus</p>', execution: 'B', promotionType: 'REGISTER' },
        { id: '12', title: 'Welcome', content: '<p>Hi</p>', execution: 'F', promotionType: 'WELCOME' },
      ],
    });
  });

  it('treats missing or malformed groups as empty and drops malformed items', () => {
    expect(decodeHomeAnnouncements({})).toEqual({ banners: [], notices: [], popups: [] });
    expect(decodeHomeAnnouncements({ banners: 'x', player: [null, 3, ['a']], popup: { execution: 'A' } })).toEqual({
      banners: [],
      notices: [],
      popups: [],
    });
    expect(decodeHomeAnnouncements({ player: [{ id: 1, title: 5, content: { x: 1 } }] }).notices).toEqual([{ id: '1', title: '5', content: '' }]);
  });

  it("finds a banner's picture where the platform's clients put it: url ([D]), announcementImages ([G])", () => {
    const banners = [
      { id: 1, title: 'D', url: '/cdn/banners/d.webp', linkUrl: '/m/activity', linkageType: 'INTERNAL' },
      { id: 2, title: 'G', announcementImages: [{ imageUrl: 'https://cdn.example/g.webp' }] },
      { id: 3, title: 'G2', announcementImages: [{ url: '/cdn/banners/g2.webp' }, { url: '/cdn/banners/other.webp' }] },
      { id: 4, title: 'ours first', imageUrl: '/cdn/banners/ours.webp', url: '/cdn/banners/theirs.webp' },
      { id: 5, title: 'none', announcementImages: [null, 'x'] },
    ];
    expect(decodeHomeAnnouncements({ banners }).banners).toEqual([
      { id: '1', title: 'D', imageUrl: '/cdn/banners/d.webp', linkUrl: '/m/activity' },
      { id: '2', title: 'G', imageUrl: 'https://cdn.example/g.webp', linkUrl: '' },
      { id: '3', title: 'G2', imageUrl: '/cdn/banners/g2.webp', linkUrl: '' },
      { id: '4', title: 'ours first', imageUrl: '/cdn/banners/ours.webp', linkUrl: '' },
    ]);
  });

  it.each([null, 'x', 42, [], undefined])('refuses a value that is not an object: %j', (v) => {
    expect(() => decodeHomeAnnouncements(v)).toThrow(expect.objectContaining({ errorCode: 'client.response.invalid' }));
  });
});

describe('fetchHomeAnnouncements', () => {
  it('asks for the home group of the mobile platform, with the session when there is one', async () => {
    vi.mocked(request).mockResolvedValue(homeValue());
    const signal = new AbortController().signal;
    const value = await fetchHomeAnnouncements(signal);
    expect(value.banners).toHaveLength(1);
    const opts = vi.mocked(request).mock.calls[0]![0];
    expect(opts).toMatchObject({
      url: '/wps/relay/MCSFE_getListAnnouncements',
      params: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'bdm01' },
      signal,
    });
    expect(opts.auth).not.toBe(false);
  });
});
