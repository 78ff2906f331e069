// Pictures below the first screen wait until their element comes near the viewport.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/preact';
import { useRef } from 'react';
import { useSeen } from './use-seen';

let notify: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
const observed: Element[] = [];
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    notify = callback;
  }
  observe(el: Element) {
    observed.push(el);
  }
  disconnect() {
    notify = null;
  }
}

function Picture() {
  const ref = useRef<HTMLImageElement>(null);
  const seen = useSeen(ref);
  return <img ref={ref} alt="" src={seen ? '/icon.png' : undefined} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useSeen', () => {
  it('gives the picture its address only once it comes near the viewport, and keeps it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<Picture />);
    const img = container.querySelector('img')!;
    expect(observed).toContain(img);
    expect(img).not.toHaveAttribute('src');
    await act(() => notify!([{ isIntersecting: false }]));
    expect(img).not.toHaveAttribute('src');
    await act(() => notify!([{ isIntersecting: true }]));
    expect(img).toHaveAttribute('src', '/icon.png');
    expect(notify).toBeNull(); // the observer is gone once seen
  });

  it('counts everything as seen without the observer (an old browser)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Picture />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/icon.png');
  });
});
