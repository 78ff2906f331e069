// /m/changePsw: the old-password field only without a held password, the same-password popup, the
// confirmation message, and the success sequence of specification §4, in BN and EN.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { changePassword } from '@/api/password';
import { afterPasswordChange } from '@/state/account';
import { dropHeldPassword, heldPassword } from '@/state/held-password';
import { renderApp } from '../../../tests/render';
import { statusFixture } from '../../../tests/fixtures';

vi.mock('@/api/password', () => ({ changePassword: vi.fn() }));
vi.mock('@/state/account', () => ({ afterPasswordChange: vi.fn() }));
vi.mock('@/state/held-password', () => ({ heldPassword: vi.fn(), dropHeldPassword: vi.fn() }));

const password = { enabled: true, required: true, acceptedPattern: '^[a-zA-Z0-9]+$', patternId: 4, minLength: 6, maxLength: 12 };
const status = statusFixture({ info: { whitelabel: [], register: { password } } });
const user = { token: 'tok1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

const texts = {
  bn: {
    username: 'ইউজারনেম',
    old: 'পুরোনো পাসওয়ার্ড',
    new: 'নতুন পাসওয়ার্ড',
    confirm: 'নতুন পাসওয়ার্ড নিশ্চিত করুন',
    save: 'সংরক্ষণ করুন',
    saved: 'সংরক্ষিত হয়েছে',
    prompt: 'বিজ্ঞপ্তি',
    ok: 'ঠিক আছে',
    same: 'নতুন পাসওয়ার্ড পুরোনোটি থেকে আলাদা হতে হবে',
    mismatch: 'দুটি পাসওয়ার্ড মিলছে না',
    confirmEmpty: 'নতুন পাসওয়ার্ডটি আবার লিখুন',
    wait: 'অনুগ্রহ করে অপেক্ষা করুন',
    oldWrong: 'পুরোনো পাসওয়ার্ড ভুল',
  },
  en: {
    username: 'Username',
    old: 'Old password',
    new: 'New password',
    confirm: 'Confirm new password',
    save: 'Save',
    saved: 'Saved',
    prompt: 'Prompt',
    ok: 'OK',
    same: 'The new password must be different from the old one',
    mismatch: 'The two passwords do not match',
    confirmEmpty: 'Please enter the new password again',
    wait: 'Please wait',
    oldWrong: 'The old password is wrong',
  },
} as const;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

beforeEach(() => {
  vi.mocked(changePassword).mockReset().mockResolvedValue({ token: 'tok2' });
  vi.mocked(afterPasswordChange).mockReset().mockResolvedValue();
  vi.mocked(heldPassword).mockReset().mockResolvedValue(null);
  vi.mocked(dropHeldPassword).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(['bn', 'en'] as const)('change password in %s', (locale) => {
  const t = texts[locale];

  async function open(held: string | null = null) {
    vi.mocked(heldPassword).mockResolvedValue(held);
    const view = await renderApp({ locale, path: '/m/changePsw', status, user });
    await screen.findByRole('button', { name: t.save }, { timeout: 5000 });
    return view;
  }

  it('shows the user name read-only and asks for the old password when none is held', async () => {
    await open();
    const username = screen.getByRole('textbox', { name: t.username });
    expect(username).toHaveValue('demo01');
    expect(username).toHaveAttribute('readonly');
    expect(field(t.old)).toBeInTheDocument();
  });

  it('does not ask for the old password when one is held from this session', async () => {
    await open('demo123');
    expect(field(t.new)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${t.old}`))).toBeNull();
  });

  it('answers a new password equal to the old one with a popup, and calls nothing', async () => {
    await open('demo123');
    type(t.new, 'demo123');
    type(t.confirm, 'demo123');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    const dialog = await screen.findByRole('alertdialog', { name: t.prompt });
    expect(dialog).toHaveAccessibleDescription(t.same);
    fireEvent.click(screen.getByRole('button', { name: t.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says so under the confirmation when it is empty or different', async () => {
    await open('demo123');
    type(t.new, 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(field(t.confirm)).toHaveAccessibleDescription(t.confirmEmpty);
    expect(field(t.confirm)).toHaveFocus();
    type(t.confirm, 'newpass2');
    expect(field(t.confirm)).toHaveAccessibleDescription(t.mismatch);
    type(t.new, 'newpass2'); // editing the password re-checks the confirmation
    expect(field(t.confirm)).not.toHaveAttribute('aria-invalid');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('saves: busy, then the saved notice, the new password stored, and home after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (v: { token: string }) => void = () => {};
    vi.mocked(changePassword).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { location } = await open();
    type(t.old, 'demo123');
    type(t.new, 'newpass1');
    type(t.confirm, 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.wait)).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'demo123', newPassword: 'newpass1', confirmNewPassword: 'newpass1' });
    await act(async () => answer({ token: 'tok2' }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(screen.queryByText(t.wait)).toBeNull();
    expect(afterPasswordChange).toHaveBeenCalledWith('newpass1', 'tok2');
    expect(location.history?.at(-1)).toBe('/m/changePsw');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('a refused change hides the busy indicator, says why and keeps the values', async () => {
    vi.mocked(changePassword).mockRejectedValue(new ApiError(400, 'password.old.incorrect', ''));
    await open();
    type(t.old, 'wrong12');
    type(t.new, 'newpass1');
    type(t.confirm, 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.oldWrong)).toBeInTheDocument();
    expect(screen.queryByText(t.wait)).toBeNull();
    expect(field(t.old)).toHaveValue('wrong12');
    expect(field(t.new)).toHaveValue('newpass1');
    expect(screen.getByRole('button', { name: t.save })).toBeEnabled();
    expect(afterPasswordChange).not.toHaveBeenCalled();
  });
});

describe('server answers (en)', () => {
  it('modify.new.old.same shows the same-password popup', async () => {
    vi.mocked(changePassword).mockRejectedValue(new ApiError(400, 'modify.new.old.same', ''));
    await renderApp({ locale: 'en', path: '/m/changePsw', status, user });
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    type('Old password', 'demo123');
    type('New password', 'newpass1');
    type('Confirm new password', 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Prompt' })).toHaveAccessibleDescription(texts.en.same);
  });

  it('a held password the server refuses is dropped and the old password asked for', async () => {
    vi.mocked(heldPassword).mockResolvedValue('stale12');
    vi.mocked(changePassword).mockRejectedValue(new ApiError(400, 'password.old.incorrect', ''));
    await renderApp({ locale: 'en', path: '/m/changePsw', status, user });
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    type('New password', 'newpass1');
    type('Confirm new password', 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'stale12', newPassword: 'newpass1', confirmNewPassword: 'newpass1' });
    await waitFor(() => expect(field('Old password')).toHaveFocus());
    expect(dropHeldPassword).toHaveBeenCalled();
  });

  it('asks for the old password when the held one cannot be read in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(heldPassword).mockReturnValue(new Promise(() => {})); // a stuck IndexedDB
    await renderApp({ locale: 'en', path: '/m/changePsw', status, user });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(await screen.findByLabelText(/^Old password/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
