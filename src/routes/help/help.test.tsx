// /m/help and /m/helpDetail in BN and EN, against a mocked API client (so the decoder runs too):
// the entry of `?i=` open first, children nested, the empty state, the retry, sanitised content with
// the link rules, and the detail page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { request } from '@/api/client';
import { ApiError } from '@/api/errors';
import { activate, type Locale } from '@/i18n/locale';
import { renderWithI18n } from '../../../tests/render';
import HelpPage, { forgetHelp } from './index';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const entry = (n: number, content = `<p>Answer ${n}</p>`, children: object[] = []) => ({ title: `Topic ${n}`, tag: `t${n}`, content, children });
const entries = [entry(1), entry(2, '<p>Answer 2</p>', [entry(21)]), entry(3), entry(4)];

async function open(path: string, locale: Locale) {
  const location = memoryLocation({ path, record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <HelpPage />
    </Router>,
    locale,
  );
  return location;
}

const topic = (n: number) => screen.findByRole('button', { name: `Topic ${n}` });

beforeEach(() => {
  vi.resetAllMocks();
  forgetHelp();
  vi.mocked(request).mockResolvedValue(entries);
});

const texts = {
  bn: {
    title: 'সহায়তা কেন্দ্র',
    back: 'পিছনে',
    empty: 'এখনও কোনো সহায়তা বিষয় নেই।',
    retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    all: 'সব সহায়তা বিষয়',
  },
  en: { title: 'Help centre', back: 'Back', empty: 'There are no help topics yet.', retry: 'Loading failed, tap to retry', all: 'All help topics' },
} as const;

describe.each(['bn', 'en'] as const)('the help centre in %s', (locale) => {
  const t = texts[locale];

  it('asks for the list in the player’s language and opens the entry of ?i= first', async () => {
    await open('/m/help?i=2', locale);
    expect(await topic(3)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.back })).toBeInTheDocument();
    for (const n of [1, 2, 4]) expect(screen.getByRole('button', { name: `Topic ${n}` })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Topic 3' })).toHaveTextContent('Answer 3');
    expect(screen.queryByText('Answer 1')).toBeNull();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/system/helpCenter',
        moduleId: 'COMM3',
        params: { device: 'MOBILE', lang: locale.toUpperCase() },
      }),
    );
  });

  it('opens the first entry without ?i= or when it is out of range; children sit inside their parent', async () => {
    await open('/m/help?i=9', locale);
    expect(await topic(1)).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Topic 2' }));
    const parent = screen.getByRole('region', { name: 'Topic 2' });
    fireEvent.click(within(parent).getByRole('button', { name: 'Topic 21' }));
    expect(within(parent).getByRole('heading', { level: 3, name: 'Topic 21' })).toBeInTheDocument();
    expect(within(parent).getByRole('region', { name: 'Topic 21' })).toHaveTextContent('Answer 21');
    fireEvent.click(screen.getByRole('button', { name: 'Topic 1' }));
    expect(screen.getByRole('button', { name: 'Topic 1' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty state for an empty list, after a retry', async () => {
    vi.mocked(request)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValue([]);
    await open('/m/help', locale);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('shows /m/helpDetail?i= on its own, with a link back to the list', async () => {
    await open('/m/helpDetail?i=1', locale);
    expect(await screen.findByRole('heading', { level: 2, name: 'Topic 2' })).toBeInTheDocument();
    expect(screen.getByText('Answer 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Topic 21' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Topic 1' })).toBeNull();
    expect(screen.getByRole('link', { name: t.all })).toHaveAttribute('href', '/m/help?i=1');
  });
});

it('sends an unknown /m/helpDetail?i= to the list', async () => {
  const location = await open('/m/helpDetail?i=7', 'en');
  await waitFor(() => expect(location.history).toEqual(['/m/help']));
});

it('never lets scripts, handlers or javascript: links into the page; links follow the content rules', async () => {
  const content =
    '<p>Read<script>window.hacked = 1</script><img src="/cdn/x.png" onerror="window.hacked = 1" alt="">' +
    '<a href="javascript:window.hacked=1">bad</a> <a href="https://t.me/bdplay">Telegram</a> <a href="/m/notice">notices</a></p>';
  vi.mocked(request).mockResolvedValue([entry(1, content)]);
  const location = await open('/m/help', 'en');
  const region = await screen.findByRole('region', { name: 'Topic 1' });
  expect(region.querySelector('script')).toBeNull();
  expect(region.querySelector('img')).not.toHaveAttribute('onerror');
  expect(within(region).queryByRole('link', { name: 'bad' })).toBeNull();
  expect(within(region).getByText('bad')).not.toHaveAttribute('href');
  expect(within(region).getByRole('link', { name: 'Telegram' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(region).getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
  fireEvent.click(within(region).getByRole('link', { name: 'notices' }));
  expect(location.history?.at(-1)).toBe('/m/notice');
  expect((window as { hacked?: number }).hacked).toBeUndefined();
});

it('loads the list again in the new language', async () => {
  await open('/m/help', 'en');
  await topic(1);
  vi.mocked(request).mockResolvedValue([{ title: 'বিষয় ১', tag: '', content: '', children: [] }]);
  await act(() => activate('bn'));
  expect(await screen.findByRole('button', { name: 'বিষয় ১' })).toBeInTheDocument();
  expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ params: { device: 'MOBILE', lang: 'BN' } }));
});

it('scrolls the entry of ?i= into view, and nothing without ?i=', async () => {
  const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  await open('/m/help?i=2', 'en');
  await topic(3);
  await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
  expect(scroll.mock.contexts[0]).toHaveTextContent('Topic 3');
  cleanup();
  scroll.mockClear();
  await open('/m/help', 'en');
  expect(await topic(1)).toHaveAttribute('aria-expanded', 'true');
  await new Promise((r) => setTimeout(r, 50)); // effects run after paint
  expect(scroll).not.toHaveBeenCalled();
  scroll.mockRestore();
});
