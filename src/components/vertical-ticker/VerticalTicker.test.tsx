import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { countRenders } from '../../../tests/render-count';
import { VerticalTicker } from './VerticalTicker';

const rows = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i + 1}`);
const track = () => screen.getByRole('list');
const offset = () => track().style.transform;

function Row({ text }: { text: string }) {
  return <span>{text}</span>;
}

const ticker = (items: string[], extra: { rows?: number } = {}) => (
  <VerticalTicker items={items} rowHeight={50} label="Ticker" renderItem={(text) => <Row text={text} />} {...extra} />
);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VerticalTicker', () => {
  it('advances one row every 5 s in 500 ms and loops back to the top without a transition', () => {
    render(ticker(rows(3)));
    // The first row is repeated at the end for the eye only.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Row 1', 'Row 2', 'Row 3']);
    expect(track().children).toHaveLength(4);
    expect(offset()).toBe('translateY(0px)');
    act(() => void vi.advanceTimersByTime(4999));
    expect(offset()).toBe('translateY(0px)');
    act(() => void vi.advanceTimersByTime(1));
    expect(offset()).toBe('translateY(-50px)');
    expect(track().style.transition).toBe('transform 500ms');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(offset()).toBe('translateY(-150px)'); // the repeated first row
    act(() => void vi.advanceTimersByTime(500));
    expect(offset()).toBe('translateY(0px)');
    expect(track().style.transition).toBe('');
    act(() => void vi.advanceTimersByTime(5000));
    expect(offset()).toBe('translateY(-50px)');
  });

  it('moves without re-rendering any component', () => {
    const view = render(ticker(rows(4), { rows: 3 }));
    const counter = countRenders();
    act(() => void vi.advanceTimersByTime(20_500));
    expect(offset()).toBe('translateY(0px)'); // four steps went round once and snapped back
    act(() => void vi.advanceTimersByTime(4500));
    expect(offset()).toBe('translateY(-50px)');
    expect(counter.renders).toBe(0);
    view.rerender(ticker(rows(4), { rows: 3 })); // the counter does see renders
    counter.stop();
    expect(counter.renders).toBeGreaterThan(0);
  });

  it('shows up to `rows` items still, in a box of `rows` rows', () => {
    const { container } = render(ticker(rows(3), { rows: 3 }));
    expect((container.firstElementChild as HTMLElement).style.height).toBe('150px');
    act(() => void vi.advanceTimersByTime(20_000));
    expect(offset()).toBe('');
    expect(track().children).toHaveLength(3);
  });

  it('holds still while the page is hidden or focus is inside', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    render(ticker(rows(2)));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(offset()).toBe('translateY(0px)');
    hidden.mockRestore();
    fireEvent.focusIn(track());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(offset()).toBe('translateY(0px)');
    fireEvent.focusOut(track());
    act(() => void vi.advanceTimersByTime(5000));
    expect(offset()).toBe('translateY(-50px)');
  });

  it('does not move under prefers-reduced-motion: the list scrolls by hand', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    render(ticker(rows(5)));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(offset()).toBe('');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(track().children).toHaveLength(5);
  });
});
