// The free-trial page in BN and EN: start a trial (busy, then home signed in), a failure with its
// reason and a retry, and the page with FREEPLAY3 off.
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { startFreePlay } from '@/api/session';
import { session } from '@/state/session';
import { busy } from '@/state/ui';
import { renderApp } from '../../../tests/render';
import { statusFixture, whiteLabelNode } from '../../../tests/fixtures';

vi.mock('@/api/session', () => ({ startFreePlay: vi.fn(), login: vi.fn(), logout: vi.fn() }));

const trial = { token: 'tok4', userName: 'guest42', customerType: 4, firstTimeLogin: false, passwordExpired: false };
const status = (on: string[]) => statusFixture({ info: { whitelabel: on.map((k) => whiteLabelNode(k)) } });

const texts = {
  bn: {
    title: 'ফ্রি ট্রায়াল',
    heading: 'বিনামূল্যে খেলুন',
    start: 'ফ্রি ট্রায়াল শুরু করুন',
    retry: 'আবার চেষ্টা করুন',
    tooMany: 'এই ডিভাইস থেকে অনেক ট্রায়াল অ্যাকাউন্ট খোলা হয়েছে। পরে আবার চেষ্টা করুন।',
    off: 'এই মুহূর্তে ট্রায়াল খেলা চালু নেই',
    register: 'নিবন্ধন',
    login: 'লগ ইন',
    demo: 'ডেমো ব্যালেন্স',
  },
  en: {
    title: 'Free trial',
    heading: 'Play for free',
    start: 'Start free trial',
    retry: 'Try again',
    tooMany: 'Too many trial accounts from this device. Please try again later.',
    off: 'Trial play is not available right now',
    register: 'Register',
    login: 'Log in',
    demo: 'demo balance',
  },
} as const;

// The page's chunk loads lazily; the first test would otherwise spend its wait on compiling it.
beforeAll(() => import('./index'));
beforeEach(() => vi.mocked(startFreePlay).mockReset());

describe.each(['bn', 'en'] as const)('free trial in %s', (locale) => {
  const t = texts[locale];
  const open = async (on = ['FREEPLAY3', 'DIRECTREG3']) => {
    const view = await renderApp({ locale, path: '/m/trail', status: status(on) });
    await screen.findByRole('heading', { level: 2 });
    return view;
  };

  it('explains trial play under the shell’s title, with register and login links', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t.heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(t.demo))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.register })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: t.login })).toHaveAttribute('href', '/m/login');
  });

  it('starts a trial with the busy indicator and goes home signed in', async () => {
    let finish!: (v: typeof trial) => void;
    vi.mocked(startFreePlay).mockReturnValue(new Promise((r) => (finish = r)));
    const { location } = await open();
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    expect(screen.getByRole('button', { name: t.start })).toBeDisabled();
    expect(busy.value).not.toBeNull();
    finish(trial);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(session.value).toMatchObject({ userName: 'guest42', type: 4 });
    expect(busy.value).toBeNull();
  });

  it('a failure says why and offers a retry', async () => {
    vi.mocked(startFreePlay)
      .mockRejectedValueOnce(new ApiError(429, 'freeplay.rate.limited', ''))
      .mockResolvedValueOnce(trial);
    const { location } = await open();
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.tooMany);
    expect(busy.value).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('with FREEPLAY3 off: unavailable, register (when open) and login offered', async () => {
    await open(['DIRECTREG3']);
    expect(screen.getByRole('heading', { level: 2, name: t.off })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.start })).toBeNull();
    expect(screen.getByRole('link', { name: t.register })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.login })).toBeInTheDocument();
  });

  it('no register link while registration is closed', async () => {
    await open(['FREEPLAY3']);
    expect(screen.queryByRole('link', { name: t.register })).toBeNull();
  });
});
