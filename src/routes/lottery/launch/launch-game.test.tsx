// /m/launchGame in BN and EN: the address read (aliases, play types, modes, types, the way back),
// one launch that replaces the page with the game, the failure with its retry and back link, and
// an address that names no game.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { ApiError } from '@/api/errors';
import { launchLottery } from '@/api/launch';
import type { Locale } from '@/i18n/locale';
import { renderApp, renderWithI18n } from '../../../../tests/render';
import { launchRequestOf, opener } from './launch-request';
import { LaunchGamePage } from './LaunchGame';

vi.mock('@/api/launch', () => ({ launchLottery: vi.fn() }));

const open = (path: string, locale: Locale) => {
  const location = memoryLocation({ path });
  return renderWithI18n(
    <Router hook={location.hook}>
      <LaunchGamePage />
    </Router>,
    locale,
  );
};
const replace = vi.fn();

beforeEach(() => {
  vi.resetAllMocks();
  opener.replace = replace;
});

describe('launchRequestOf', () => {
  it('reads the launch rule’s address', () => {
    expect(launchRequestOf('vendor=LOTT&gameCode=F1&prizeMode=Lott&playType=Tradition')).toEqual({
      launch: { vendor: 'LOTT', gameType: 'LOTT', gameCode: 'F1', prizeMode: 'Lott', playType: 'Tradition', view: 'betting' },
      back: '/m/lottery',
    });
  });

  it('reads the specification’s aliases and short play types', () => {
    expect(launchRequestOf('vendor=TCG_LOTTO_VN&code=N1&prize_mode=zy&playType=trad&pageBack=home')).toMatchObject({
      launch: { gameType: 'ELOTT', gameCode: 'N1', prizeMode: 'ZY', playType: 'Tradition' },
      back: '/m/home',
    });
    expect(launchRequestOf('vendor=LOTT&code=F1&playType=ent')).toMatchObject({ launch: { playType: 'Entertainment' } });
    expect(launchRequestOf('vendor=LOTT&code=F1&playType=Entertainment')).toMatchObject({ launch: { playType: 'Entertainment' } });
    expect(launchRequestOf('vendor=LOTT&code=F1&playType=other')).toMatchObject({ launch: { playType: '' } });
  });

  it('takes the type from the address, else from the vendor; the mode follows the type when absent', () => {
    expect(launchRequestOf('vendor=LOTT&code=F1&gameType=elott')).toMatchObject({ launch: { gameType: 'ELOTT', prizeMode: 'Elott' } });
    expect(launchRequestOf('vendor=ELOTT_X&code=F1')).toMatchObject({ launch: { gameType: 'ELOTT', prizeMode: 'Elott' } });
    expect(launchRequestOf('vendor=LOTT&code=F1&gameType=RNG&prizeMode=bad')).toMatchObject({ launch: { gameType: 'LOTT', prizeMode: 'Lott' } });
  });

  it('reads the specification’s own link, which names no vendor (doc. 2 §2)', () => {
    expect(launchRequestOf('playType=trad&prize_mode=Lott&code=dhaka_lottery&pageBack=home')).toEqual({
      launch: { vendor: '', gameType: 'LOTT', gameCode: 'dhaka_lottery', prizeMode: 'Lott', playType: 'Tradition', view: 'betting' },
      back: '/m/home',
    });
    // Without a vendor the prize mode tells the type; without either, the standard lottery.
    expect(launchRequestOf('playType=ent&prize_mode=elott&code=keno_1_min')).toMatchObject({
      launch: { vendor: '', gameType: 'ELOTT', prizeMode: 'Elott', playType: 'Entertainment' },
      back: '/m/lottery',
    });
    expect(launchRequestOf('code=F1')).toMatchObject({ launch: { vendor: '', gameType: 'LOTT', prizeMode: 'Lott', playType: '' } });
    // The launcher's own names are read too.
    expect(launchRequestOf('vassalage=TCG_LOTTO_VN&lottoGameCode=N1&lottoPrizeMode=ZY')).toMatchObject({
      launch: { vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'N1', prizeMode: 'ZY' },
    });
  });

  it('is null without a code', () => {
    expect(launchRequestOf('vendor=LOTT')).toBeNull();
    expect(launchRequestOf('vendor=LOTT&code=')).toBeNull();
    expect(launchRequestOf('playType=trad&prize_mode=Lott&pageBack=home')).toBeNull();
  });
});

describe.each([
  [
    'bn',
    {
      starting: 'গেম চালু হচ্ছে…',
      failed: 'গেমটি চালু করা যায়নি, আবার চেষ্টা করুন',
      retry: 'আবার চেষ্টা করুন',
      lobby: 'লটারি লবিতে ফিরে যান',
      home: 'হোম পেজে ফিরে যান',
      cannot: 'এই গেমটি চালু করা যাবে না',
      go: 'লটারি লবিতে যান',
    },
  ],
  [
    'en',
    {
      starting: 'Starting the game…',
      failed: 'Could not start the game, try again',
      retry: 'Try again',
      lobby: 'Back to the lottery lobby',
      home: 'Back to the home page',
      cannot: 'This game cannot be started',
      go: 'Go to the lottery lobby',
    },
  ],
] as const)('the launch page in %s', (locale, t) => {
  it('starts the game once and replaces the page with it', async () => {
    vi.mocked(launchLottery).mockResolvedValue('/demo-game/?launch=abc');
    await open('/m/launchGame?vendor=LOTT&gameCode=F1&prizeMode=Lott', locale);
    expect(screen.getByRole('status')).toHaveTextContent(t.starting);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/demo-game/?launch=abc'));
    expect(launchLottery).toHaveBeenCalledTimes(1);
    expect(launchLottery).toHaveBeenCalledWith({
      vendor: 'LOTT',
      gameType: 'LOTT',
      gameCode: 'F1',
      prizeMode: 'Lott',
      playType: '',
      view: 'betting',
    });
  });

  it('shares one call between two mounts of the same address', async () => {
    let answer!: (url: string) => void;
    vi.mocked(launchLottery).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = await open('/m/launchGame?vendor=LOTT&gameCode=F1', locale);
    first.unmount();
    await open('/m/launchGame?vendor=LOTT&gameCode=F1', locale);
    answer('/demo-game/?launch=x');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(launchLottery).toHaveBeenCalledTimes(1);
  });

  it('says why it failed, retries, and links back where the player came from', async () => {
    vi.mocked(launchLottery)
      .mockRejectedValueOnce(new ApiError(500, 'client.http', ''))
      .mockResolvedValue('/demo-game/?launch=ok');
    await open('/m/launchGame?vendor=LOTT&code=F1&pageBack=home', locale);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('href', '/m/home');
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/demo-game/?launch=ok'));
    expect(launchLottery).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s own message, and goes back to the lobby by default', async () => {
    vi.mocked(launchLottery).mockRejectedValue(new ApiError(429, 'game.launch.rate.limited', 'Too many launches'));
    await open('/m/launchGame?vendor=LOTT&gameCode=F1', locale);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many launches');
    expect(screen.getByRole('link', { name: t.lobby })).toHaveAttribute('href', '/m/lottery');
    expect(replace).not.toHaveBeenCalled();
  });

  it('names no game: says so, links to the lobby, asks nothing', async () => {
    await open('/m/launchGame?vendor=LOTT', locale);
    expect(screen.getByText(t.cannot)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.go })).toHaveAttribute('href', '/m/lottery');
    expect(launchLottery).not.toHaveBeenCalled();
  });
});

it('sends a visitor to log in first, to come back to the launch after (the shell’s access rules)', async () => {
  const path = '/m/launchGame?vendor=LOTT&gameCode=F1&prizeMode=Lott';
  const { location } = await renderApp({ path, locale: 'en', user: null });
  await waitFor(() => expect(location.history).toEqual([`/m/login?redirect=${encodeURIComponent(path)}`]));
  expect(launchLottery).not.toHaveBeenCalled();
});
