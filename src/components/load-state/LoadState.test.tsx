import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { renderWithI18n } from '../../../tests/render';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { WAIT_BAR_DELAY } from '@/lib/wait-bar';
import { LoadState } from './LoadState';

const bar = () => document.querySelector('.wait-bar');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('LoadState', () => {
  it('without a shape: the spinner, a status that says to wait', async () => {
    await renderWithI18n(<LoadState failed={false} onRetry={vi.fn()} />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
    expect(document.querySelector('ul')).toBeNull();
  });

  it.each([
    ['row', 8],
    ['item', 6],
    ['card', 3],
  ] as const)('a %s skeleton: %i muted blocks hidden from screen readers, the container busy, "Please wait" for them', async (kind, count) => {
    const { container } = await renderWithI18n(<LoadState failed={false} onRetry={vi.fn()} shape={{ kind, count }} />, 'bn');
    const blocks = container.querySelector('ul');
    expect(blocks).toHaveAttribute('aria-hidden', 'true');
    expect(blocks?.className).toContain(kind);
    expect(blocks?.querySelectorAll('li')).toHaveLength(count);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    const status = screen.getByRole('status');
    expect(status).toHaveClass('visually-hidden');
    expect(status).toHaveTextContent('অনুগ্রহ করে অপেক্ষা করুন');
  });

  it('a failure shows the retry instead of the skeleton, and its tap asks again', async () => {
    const onRetry = vi.fn(() => Promise.resolve());
    await renderWithI18n(<LoadState failed onRetry={onRetry} shape={{ kind: 'row', count: 8 }} />, 'en');
    expect(document.querySelector('ul')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Loading failed, tap to retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('runs the top bar while loading, and completes it when the data came or the load failed', async () => {
    const shown = (failed: boolean) => (
      <I18nProvider i18n={i18n}>
        <LoadState failed={failed} onRetry={vi.fn()} shape={{ kind: 'item', count: 2 }} />
      </I18nProvider>
    );
    const view = await renderWithI18n(shown(false), 'en');
    vi.advanceTimersByTime(WAIT_BAR_DELAY);
    expect(bar()?.className).toBe('wait-bar');
    view.rerender(shown(true));
    expect(bar()?.className).toBe('wait-bar done');
    view.rerender(shown(false));
    vi.advanceTimersByTime(WAIT_BAR_DELAY);
    expect(bar()?.className).toBe('wait-bar');
    view.unmount();
    expect(bar()?.className).toBe('wait-bar done');
  });
});
