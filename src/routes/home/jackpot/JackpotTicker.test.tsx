import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/preact';
import { countRenders } from '../../../../tests/render-count';
import { renderWithI18n } from '../../../../tests/render';
import { JackpotTicker } from './JackpotTicker';

/** Start 200,000,000; every step +100 after 3 s (the random source always says 0). */
const random = () => 0;
const link = () => screen.getByRole('link', { name: /Jackpot|জ্যাকপট/ });

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('JackpotTicker', () => {
  it('links to the winner page with the amount in Bengali digits (BN)', async () => {
    await renderWithI18n(<JackpotTicker random={random} />, 'bn');
    expect(link()).toHaveAttribute('href', '/m/winnerPage');
    expect(link()).toHaveTextContent('জ্যাকপট৳ ২০,০০,০০,০০০');
    act(() => void vi.advanceTimersByTime(3000));
    expect(link()).toHaveTextContent('৳ ২০,০০,০০,১০০');
  });

  it('adds a step every few seconds (EN)', async () => {
    const steps = [0.5, 0, 0.99, 0.5]; // start, then per step: delay, amount
    let i = 0;
    await renderWithI18n(<JackpotTicker random={() => steps[i++ % steps.length]!} />, 'en');
    expect(link()).toHaveTextContent('Jackpot৳ 595,000,000');
    act(() => void vi.advanceTimersByTime(2999));
    expect(link()).toHaveTextContent('৳ 595,000,000');
    act(() => void vi.advanceTimersByTime(1));
    expect(link()).toHaveTextContent('৳ 595,000,496');
  });

  it('changes its text on each step without re-rendering any component', async () => {
    await renderWithI18n(<JackpotTicker random={random} />, 'en');
    const counter = countRenders();
    try {
      act(() => void vi.advanceTimersByTime(9000));
      expect(link()).toHaveTextContent('৳ 200,000,300');
      expect(counter.renders).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('skips steps while the page is hidden and stops when removed', async () => {
    const view = await renderWithI18n(<JackpotTicker random={random} />, 'en');
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void vi.advanceTimersByTime(9000));
    expect(link()).toHaveTextContent('৳ 200,000,000');
    hidden.mockRestore();
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
