// The home announcements' cache, single request and session reloads, against mocked requests.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { SessionInfo } from './session';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const member: SessionInfo = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const wire = (title: string) => ({
  banners: [{ id: 1, title, content: '', imageUrl: '/cdn/banners/home-1.webp', linkUrl: '/m/activity', groupName: 'm_home' }],
  player: [{ id: 2, title, content: 'text' }],
  popup: [{ id: 3, title, content: '<p>x</p>', execution: 'B', promotionType: '' }],
  promotion: [],
});

/** A fresh module: its signal starts from whatever storage holds now. */
async function fresh() {
  vi.resetModules();
  const { request } = await import('@/api/client');
  const { session } = await import('./session');
  session.value = null;
  return { request: vi.mocked(request), session, ...(await import('./home-announcements')) };
}

beforeEach(() => vi.clearAllMocks());

describe('home announcements', () => {
  it('starts from nothing, loads, and caches the decoded list', async () => {
    const { request, homeAnnouncements, loadHomeAnnouncements } = await fresh();
    expect(homeAnnouncements.value).toBeNull();
    request.mockResolvedValue(wire('Cashback'));
    await loadHomeAnnouncements();
    expect(homeAnnouncements.value?.notices).toEqual([{ id: '2', title: 'Cashback', content: 'text' }]);

    const again = await fresh();
    expect(again.homeAnnouncements.value).toEqual(homeAnnouncements.value);
  });

  it('ignores a damaged cache, and drops damaged items of a cached list', async () => {
    localStorage.setItem('HOME_ANNOUNCEMENTS', '{not json');
    expect((await fresh()).homeAnnouncements.value).toBeNull();
    expect(localStorage.getItem('HOME_ANNOUNCEMENTS')).toBeNull();
    localStorage.setItem(
      'HOME_ANNOUNCEMENTS',
      JSON.stringify({ banners: [{ id: '1', imageUrl: '' }], notices: 'x', popups: [{ execution: 'Q' }], language: 'bn' }),
    );
    expect((await fresh()).homeAnnouncements.value).toEqual({ banners: [], notices: [], popups: [] });
  });

  it('sends one request however many parts ask at once', async () => {
    const { request, loadHomeAnnouncements } = await fresh();
    request.mockResolvedValue(wire('A'));
    await Promise.all([loadHomeAnnouncements(), loadHomeAnnouncements(), loadHomeAnnouncements()]);
    expect(request).toHaveBeenCalledTimes(1);
    await loadHomeAnnouncements(); // a part mounting right after shares the fresh answer
    expect(request).toHaveBeenCalledTimes(1);
    await loadHomeAnnouncements({ fresh: true });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('keeps the last list on failure and says so', async () => {
    const { request, homeAnnouncements, homeAnnouncementsFailed, loadHomeAnnouncements } = await fresh();
    request.mockResolvedValueOnce(wire('Kept'));
    await loadHomeAnnouncements();
    request.mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    await loadHomeAnnouncements({ fresh: true });
    expect(homeAnnouncementsFailed.value).toBe(true);
    expect(homeAnnouncements.value?.notices[0]?.title).toBe('Kept');
    request.mockResolvedValueOnce(wire('New'));
    await loadHomeAnnouncements();
    expect(homeAnnouncementsFailed.value).toBe(false);
  });

  it('reloads when a session starts or ends, and drops an answer asked for the other audience', async () => {
    const { request, session, homeAnnouncements, loadHomeAnnouncements } = await fresh();
    request.mockResolvedValue(wire('guest'));
    await loadHomeAnnouncements();
    let answer!: (v: unknown) => void;
    request.mockReturnValueOnce(new Promise((r) => (answer = r)));
    session.value = member; // a member: asked again at once
    expect(request).toHaveBeenCalledTimes(2);
    session.value = { ...member, token: 'other' }; // still signed in: the audience is the same
    expect(request).toHaveBeenCalledTimes(2);
    session.value = null; // while the member's is under way: asked again for a guest
    expect(request).toHaveBeenCalledTimes(3);
    answer(wire('member'));
    await vi.waitFor(() => expect(homeAnnouncements.value?.notices[0]?.title).toBe('guest'));
  });

  it('reloads after a language change, and shows no cached copy of another language', async () => {
    const { request, loadHomeAnnouncements } = await fresh();
    request.mockResolvedValue(wire('রক্ষণাবেক্ষণ'));
    await loadHomeAnnouncements();
    expect(JSON.parse(localStorage.getItem('HOME_ANNOUNCEMENTS') ?? '{}').language).toBe('bn');
    const { activate } = await import('@/i18n/locale');
    request.mockResolvedValue(wire('Maintenance'));
    await activate('en');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));

    localStorage.setItem('hisLang', 'EN'); // the next visit starts in English: the Bengali copy is not used
    localStorage.setItem('HOME_ANNOUNCEMENTS', JSON.stringify({ banners: [], notices: [{ id: '1', title: 'নোটিশ' }], popups: [], language: 'bn' }));
    expect((await fresh()).homeAnnouncements.value).toBeNull();
    localStorage.removeItem('hisLang');
  });
});
