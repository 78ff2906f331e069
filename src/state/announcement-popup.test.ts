// The popup's state: the 500 ms delay, the group and filter, and the seen state through storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Popup } from '@/api/announcements';
import type { SessionInfo } from './session';

vi.mock('@/api/client', () => ({ request: vi.fn(() => new Promise(() => {})) }));

const member: SessionInfo = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const popup = (id: string, execution: Popup['execution'], title = `T${id}`): Popup => ({
  id,
  title,
  content: `<p>${id}</p>`,
  execution,
  promotionType: '',
});
const list = (...popups: Popup[]) => ({ banners: [], notices: [], popups });

async function fresh() {
  vi.resetModules();
  const { session } = await import('./session');
  const { homeAnnouncements } = await import('./home-announcements');
  session.value = null;
  homeAnnouncements.value = null;
  return { session, homeAnnouncements, ...(await import('./announcement-popup')) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('announcement popup state', () => {
  it('shows the group’s items 500 ms after the start, not before', async () => {
    const { homeAnnouncements, shownPopups, watchPopups } = await fresh();
    homeAnnouncements.value = list(popup('1', 'A'), popup('2', 'B'));
    const stop = watchPopups();
    vi.advanceTimersByTime(499);
    expect(shownPopups.value).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shownPopups.value).toEqual({ group: 'B', items: [popup('2', 'B')] });
    stop();
  });

  it('waits 500 ms after the last change of the list or the session', async () => {
    const { session, homeAnnouncements, shownPopups, watchPopups } = await fresh();
    const stop = watchPopups();
    vi.advanceTimersByTime(300);
    homeAnnouncements.value = list(popup('1', 'A'), popup('F', 'F'));
    vi.advanceTimersByTime(300);
    session.value = { ...member, firstTimeLogin: true };
    vi.advanceTimersByTime(499);
    expect(shownPopups.value).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shownPopups.value).toEqual({ group: 'A', items: [popup('1', 'A'), popup('F', 'F')] });
    stop();
    homeAnnouncements.value = list();
    vi.advanceTimersByTime(1000);
    expect(shownPopups.value).not.toBeNull(); // stopped: no longer follows
  });

  it('stores the closed state per group and opens again only for new content', async () => {
    const first = await fresh();
    first.homeAnnouncements.value = list(popup('1', 'B'));
    let stop = first.watchPopups();
    vi.advanceTimersByTime(500);
    first.closePopup();
    expect(first.shownPopups.value).toBeNull();
    expect(JSON.parse(localStorage.getItem('ANONYMOUS_POPUP')!)).toEqual({ show: false, seen: ['T1,<p>1</p>'] });
    expect(localStorage.getItem('USER_POPUP')).toBeNull();
    stop();

    // A later visit: same content stays closed; a new entry opens it again.
    const next = await fresh();
    next.homeAnnouncements.value = list(popup('1', 'B'));
    stop = next.watchPopups();
    vi.advanceTimersByTime(500);
    expect(next.shownPopups.value).toBeNull();
    next.homeAnnouncements.value = list(popup('1', 'B'), popup('2', 'B'));
    vi.advanceTimersByTime(500);
    expect(next.shownPopups.value?.items).toHaveLength(2);

    // Group A has its own state: a member still sees the member items.
    next.closePopup();
    next.homeAnnouncements.value = list(popup('1', 'B'), popup('3', 'A'));
    next.session.value = member;
    vi.advanceTimersByTime(500);
    expect(next.shownPopups.value).toEqual({ group: 'A', items: [popup('3', 'A')] });
    stop();
  });

  it('reopens when the stored show flag is set, and reads a damaged state as never closed', async () => {
    localStorage.setItem('ANONYMOUS_POPUP', JSON.stringify({ show: true, seen: ['T1,<p>1</p>'] }));
    let s = await fresh();
    s.homeAnnouncements.value = list(popup('1', 'B'));
    let stop = s.watchPopups();
    vi.advanceTimersByTime(500);
    expect(s.shownPopups.value).not.toBeNull();
    stop();

    localStorage.setItem('ANONYMOUS_POPUP', '{"show":"no"}');
    s = await fresh();
    s.homeAnnouncements.value = list(popup('1', 'B'));
    stop = s.watchPopups();
    vi.advanceTimersByTime(500);
    expect(s.shownPopups.value).not.toBeNull();
    stop();
  });

  it('stays closed without storage (blocked or full)', async () => {
    const s = await fresh();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    s.homeAnnouncements.value = list(popup('1', 'B'));
    const stop = s.watchPopups();
    vi.advanceTimersByTime(500);
    s.closePopup();
    s.homeAnnouncements.value = list(popup('1', 'B'));
    vi.advanceTimersByTime(500);
    expect(s.shownPopups.value).toBeNull();
    stop();
    setItem.mockRestore();
  });
});
