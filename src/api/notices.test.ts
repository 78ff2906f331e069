import { beforeEach, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchNotices } from './notices';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

it('asks for the player notices of the home group and decodes them', async () => {
  vi.mocked(request).mockResolvedValue({
    player: [
      { id: 1, title: 'Bonus', content: 'Today' },
      { id: 2, title: '', content: '' },
    ],
  });
  await expect(fetchNotices()).resolves.toEqual([{ id: '1', title: 'Bonus', content: 'Today' }]);
  expect(request).toHaveBeenCalledWith(
    expect.objectContaining({
      url: '/wps/relay/MCSFE_getListAnnouncements',
      params: expect.objectContaining({ types: 'PL', groupName: 'm_home', platform: 'M' }),
    }),
  );
});

it('refuses an answer that is not an object', async () => {
  vi.mocked(request).mockResolvedValue([]);
  await expect(fetchNotices()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
});
