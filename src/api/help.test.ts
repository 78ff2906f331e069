import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { decodeHelpEntries, fetchHelpEntries, findByTag } from './help';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const entry = (title: string, extra: object = {}) => ({ title, tag: '', content: `<p>${title}</p>`, children: [], ...extra });

describe('help entries', () => {
  it('asks for one language on the mobile device and decodes nested entries', async () => {
    vi.mocked(request).mockResolvedValue([entry('Deposit', { tag: 'deposit', children: [entry('Bkash')] })]);
    await expect(fetchHelpEntries('BN')).resolves.toEqual([
      { title: 'Deposit', tag: 'deposit', content: '<p>Deposit</p>', children: [{ title: 'Bkash', tag: '', content: '<p>Bkash</p>', children: [] }] },
    ]);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/wps/system/helpCenter', moduleId: 'COMM3', params: { device: 'MOBILE', lang: 'BN' } }),
    );
  });

  it('takes a missing tag or children as empty', () => {
    expect(decodeHelpEntries([{ title: 'A', content: '' }])).toEqual([{ title: 'A', tag: '', content: '', children: [] }]);
  });

  it.each([
    null,
    {},
    'x',
    [null],
    [{ title: 'A' }],
    [{ content: 'A' }],
    [{ title: 1, content: '' }],
    [entry('A', { tag: 3 })],
    [entry('A', { children: {} })],
    [entry('A', { children: [{ title: 'B' }] })],
  ])('refuses %j', (v) => {
    expect(() => decodeHelpEntries(v)).toThrow(expect.objectContaining({ errorCode: 'client.response.invalid' }));
  });

  it('finds an entry by tag at any depth', () => {
    const entries = decodeHelpEntries([entry('A', { children: [entry('B', { tag: 'agreement' })] }), entry('C', { tag: 'agreement' })]);
    expect(findByTag(entries, 'agreement')?.title).toBe('B');
    expect(findByTag(entries, 'none')).toBeNull();
  });
});
