import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { countRenders } from '../../../tests/render-count';
import { VirtualGrid, type VirtualGridProps } from './VirtualGrid';

// A phone: 740 px viewport, 3 columns of 120 px tiles + 10 px gap (stride 130 px), the grid 200 px
// below the page's top. The page "scrolls" by changing `scrollY`; the list's rect follows it.
const GRID_TOP = 200;
const STRIDE = 130;
let scrollY = 0;
let frames: FrameRequestCallback[] = [];
const games = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `g${i}`, name: `Game ${i}` }));
type Game = ReturnType<typeof games>[number];

const grid = (items: Game[], extra: Partial<VirtualGridProps<Game>> = {}) => (
  <VirtualGrid items={items} rowHeight={120} gap={10} label="Games" getKey={(g) => g.id} renderItem={(g) => <span>{g.name}</span>} {...extra} />
);

/** Scrolls the window to `y`, dispatches `scroll` and runs the animation frame. */
function scrollTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    const run = frames;
    frames = [];
    run.forEach((f) => f(0));
  });
}
const tiles = () => screen.queryAllByRole('listitem');
const names = () => tiles().map((t) => t.textContent);
const list = () => screen.getByRole('list', { name: 'Games' });
/** The page height at which the viewport's bottom is at the grid's end. */
const endOf = (count: number) => GRID_TOP + Math.ceil(count / 3) * STRIDE - 10 - 740;

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  frames = [];
  Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: GRID_TOP - scrollY, bottom: 0, left: 0, right: 0, width: 360, height: 0, x: 0, y: GRID_TOP - scrollY }) as DOMRect,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VirtualGrid', () => {
  it('keeps at most 80 tiles of 10,000 in the DOM at the top, the middle and the end, in a list of the full height', () => {
    render(grid(games(10_000)));
    const full = `${3334 * STRIDE - 10}px`;
    // Top: the first render assumes the grid at the viewport's top (rows 0..5 + 3 overscan rows);
    // the measurement (rows 0..4 visible) finds them all rendered, so it keeps them.
    expect(tiles()).toHaveLength(27);
    expect(names()[0]).toBe('Game 0');
    expect(list().style.height).toBe(full);
    expect(list().style.paddingTop).toBe('0px');

    scrollTo(GRID_TOP + 1000 * STRIDE); // row 1000 at the viewport's top
    expect(tiles().length).toBeLessThanOrEqual(80);
    expect(names()[0]).toBe('Game 2991'); // row 997 (3 overscan rows above)
    expect(names().at(-1)).toBe('Game 3026'); // row 1008 (rows 1000–1005 in view, 3 overscan below)
    expect(list().style.paddingTop).toBe(`${997 * STRIDE}px`);
    expect(list().style.height).toBe(full);

    scrollTo(endOf(10_000));
    expect(tiles().length).toBeLessThanOrEqual(80);
    expect(names().at(-1)).toBe('Game 9999');
    expect(list().style.height).toBe(full);
  });

  it('tells screen readers the true size and position', () => {
    render(grid(games(10_000)));
    scrollTo(GRID_TOP + 500 * STRIDE);
    const first = tiles()[0]!;
    expect(list()).toHaveAttribute('aria-label', 'Games');
    expect(first).toHaveAttribute('aria-setsize', '10000');
    expect(first).toHaveAttribute('aria-posinset', '1492'); // index 1491 = row 497 × 3
  });

  it('re-renders nothing on a scroll inside the same rows, and measures once per frame', () => {
    const renderItem = vi.fn((g: Game) => <span>{g.name}</span>);
    render(grid(games(1000), { renderItem }));
    scrollTo(GRID_TOP + 50 * STRIDE);
    const counter = countRenders();
    scrollTo(GRID_TOP + 50 * STRIDE + 40);
    expect(counter.renders).toBe(0);
    counter.stop();
    act(() => ['scroll', 'scroll', 'resize'].forEach((e) => window.dispatchEvent(new Event(e))));
    expect(frames).toHaveLength(1);
  });

  it('keeps tiles (and their DOM nodes) by key across scrolling and new pages', () => {
    const view = render(grid(games(30)));
    const tile = screen.getByText('Game 5').closest('li');
    scrollTo(GRID_TOP + 2 * STRIDE);
    expect(screen.getByText('Game 5').closest('li')).toBe(tile);
    view.rerender(grid(games(56)));
    expect(screen.getByText('Game 5').closest('li')).toBe(tile);
    expect(tiles()[0]).toHaveAttribute('aria-setsize', '56');
  });

  it('does not replace the list (so the scroll position survives) when the items change', () => {
    const view = render(grid(games(30)));
    const before = list();
    view.rerender(grid(games(3)));
    expect(list()).toBe(before);
    expect(names()).toEqual(['Game 0', 'Game 1', 'Game 2']);
    view.rerender(grid([]));
    expect(list()).toBe(before);
    expect(list().style.height).toBe('0px');
  });

  it('asks for the next page within 500 px of the end, at most once a second', () => {
    const onNearEnd = vi.fn();
    render(grid(games(260), { onNearEnd }));
    expect(onNearEnd).not.toHaveBeenCalled();
    scrollTo(endOf(260) - 501);
    expect(onNearEnd).not.toHaveBeenCalled();
    scrollTo(endOf(260) - 500);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      act(() => void vi.advanceTimersByTime(150));
      scrollTo(endOf(260) - 400 + i * 20);
    }
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(250)); // one second after the first call
    expect(onNearEnd).toHaveBeenCalledTimes(2); // the throttled check ran when the interval ended
    scrollTo(endOf(260));
    expect(onNearEnd).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(1000));
    scrollTo(endOf(260));
    expect(onNearEnd).toHaveBeenCalledTimes(3);
  });

  it('asks again when a short page leaves the viewport near the end, after the interval', () => {
    const onNearEnd = vi.fn();
    const view = render(grid(games(12), { onNearEnd, nearEndIntervalMs: 400 }));
    expect(onNearEnd).toHaveBeenCalledTimes(1); // 4 rows fit the viewport: ask on mount
    view.rerender(grid(games(24), { onNearEnd, nearEndIntervalMs: 400 })); // still near the end
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(400));
    expect(onNearEnd).toHaveBeenCalledTimes(2);
  });

  it('does not ask without onNearEnd (paging ended or failed) and renders the footer after the rows', () => {
    const retry = <button type="button">loading failed, tap to retry</button>;
    const { container } = render(grid(games(4), { footer: retry }));
    scrollTo(endOf(4));
    const button = screen.getByRole('button', { name: 'loading failed, tap to retry' });
    expect(list().compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list().contains(button)).toBe(false);
    expect(container.lastElementChild).toContainElement(button);
  });

  it('removes its listeners, frame and pending retry on unmount', () => {
    const onNearEnd = vi.fn();
    const remove = vi.spyOn(window, 'removeEventListener');
    const view = render(grid(games(12), { onNearEnd }));
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    view.rerender(grid(games(24), { onNearEnd })); // a throttled check is pending
    act(() => void window.dispatchEvent(new Event('scroll'))); // and a frame
    view.unmount();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(expect.arrayContaining(['scroll', 'resize']));
    expect(cancelAnimationFrame).toHaveBeenCalledWith(1);
    expect(vi.getTimerCount()).toBe(0); // the throttled check is cleared
    act(() => void vi.advanceTimersByTime(5000));
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });

  it('renders the columns and row geometry as custom properties', () => {
    render(grid(games(10), { columns: 2 }));
    const style = list().style;
    expect([style.getPropertyValue('--cols'), style.getPropertyValue('--row'), style.getPropertyValue('--gap')]).toEqual(['2', '120px', '10px']);
    expect(list().style.height).toBe(`${5 * STRIDE - 10}px`);
  });
});
