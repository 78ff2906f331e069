// Contract prompts per member type and pending flags, "View" and a remembered "Later", in BN and EN.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPendingContracts, type PendingContracts } from '@/api/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog/ConfirmDialog';
import { session } from '@/state/session';
import { answerConfirm, confirm, confirmRequest } from '@/state/ui';
import { renderWithI18n } from '../../../../tests/render';
import { ContractPrompts } from './ContractPrompts';

vi.mock('@/api/contracts', () => ({ fetchPendingContracts: vi.fn() }));
// The popup state it consults follows the session; no real announcements request in a unit test.
vi.mock('@/api/announcements', () => ({ fetchHomeAnnouncements: vi.fn(() => new Promise(() => {})), decodeHomeAnnouncements: vi.fn() }));

const none: PendingContracts = { dailySalary: false, dividend: false, hourlySalary: false };
let tokens = 0;
/** A new token is a new visit: the status is loaded once per visit and session. */
const signIn = (type: number) => {
  session.value = { token: `tok${++tokens}`, merchantCode: 'bdm01', userName: 'agent01', type, firstTimeLogin: false };
};

/** The prompt as the shell shows it. */
function Dialog() {
  const req = confirmRequest.value;
  return req ? <ConfirmDialog {...req} onAnswer={answerConfirm} /> : null;
}

async function show(locale: 'bn' | 'en' = 'en') {
  const location = memoryLocation({ path: '/m/home', record: true });
  const view = await renderWithI18n(
    <Router hook={location.hook}>
      <ContractPrompts />
      <Dialog />
    </Router>,
    locale,
  );
  return { ...view, location };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 10)));

beforeEach(() => {
  vi.mocked(fetchPendingContracts).mockReset().mockResolvedValue({ ...none, dailySalary: true, dividend: true });
  confirmRequest.value = null;
});

describe.each([
  ['bn', 'পর্যালোচনার জন্য আপনার একটি নতুন দৈনিক বেতন চুক্তি আছে', 'পর্যালোচনার জন্য আপনার একটি নতুন লভ্যাংশ চুক্তি আছে', 'দেখুন', 'পরে'],
  ['en', 'You have a new daily salary contract to review', 'You have a new dividend contract to review', 'View', 'Later'],
] as const)('contract prompts in %s', (locale, daily, dividend, view, later) => {
  it('asks about each pending contract in turn; "Later" is remembered for the browser session', async () => {
    signIn(1);
    await show(locale);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(daily);
    fireEvent.click(screen.getByRole('button', { name: later }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(dividend));
    fireEvent.click(screen.getByRole('button', { name: later }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The next visit in this browser session asks nothing.
    signIn(1);
    await show(locale);
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchPendingContracts).toHaveBeenCalledTimes(2);
  });

  it('"View" opens the contract page and asks nothing more', async () => {
    signIn(2);
    const { location } = await show(locale);
    fireEvent.click(await screen.findByRole('button', { name: view }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/member/agent/getSalaryContract'));
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('contract prompts', () => {
  it('never open over another dialog, and a prompt pushed aside by one is asked again next time', async () => {
    signIn(1);
    const other = confirm({ message: 'Are you sure you want to sign out?' });
    const first = await show();
    await settle();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Are you sure you want to sign out?');
    answerConfirm(false);
    await other;
    first.unmount();

    signIn(1); // the next visit: the daily salary prompt opens, then another dialog replaces it
    const second = await show();
    await screen.findByRole('alertdialog');
    const replacing = confirm({ message: 'Something else' });
    await settle();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Something else');
    answerConfirm(false);
    await replacing;
    second.unmount();
    signIn(1); // not put off: asked again
    await show();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('You have a new daily salary contract to review');
  });

  it.each([0, 4, 40, 41, 42])('member type %i is not asked', async (type) => {
    signIn(type);
    await show();
    await settle();
    expect(fetchPendingContracts).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a guest is not asked', async () => {
    session.value = null;
    await show();
    await settle();
    expect(fetchPendingContracts).not.toHaveBeenCalled();
  });

  it.each([
    [{ hourlySalary: true }, '/m/member/agent/getHourContract'],
    [{ dividend: true }, '/m/member/agent/getDevidendContract'],
  ])('only pending contracts are asked: %j', async (flags, page) => {
    vi.mocked(fetchPendingContracts).mockResolvedValue({ ...none, ...flags });
    signIn(1);
    const { location } = await show();
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(page));
  });

  it('nothing pending, nothing asked', async () => {
    vi.mocked(fetchPendingContracts).mockResolvedValue(none);
    signIn(1);
    await show();
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('loads once per visit: coming back home asks only what was not asked yet', async () => {
    signIn(1);
    const first = await show();
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    first.unmount();
    await show();
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('You have a new dividend contract to review'),
    );
    expect(fetchPendingContracts).toHaveBeenCalledOnce();
  });

  it('a failed load asks nothing and is tried again next time', async () => {
    vi.mocked(fetchPendingContracts).mockRejectedValueOnce(new Error('offline'));
    signIn(1);
    const first = await show();
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    first.unmount();
    await show();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('You have a new daily salary contract to review');
    expect(fetchPendingContracts).toHaveBeenCalledTimes(2);
  });
});
