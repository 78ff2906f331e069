// /m/forget: the method switch and recovery by e-mail, in BN and EN.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { forgotByEmail } from '@/api/password';
import { renderApp } from '../../../tests/render';
import { statusFixture, whiteLabelNode } from '../../../tests/fixtures';

vi.mock('@/api/password', () => ({ forgotByEmail: vi.fn(), sendResetSms: vi.fn(), resetByPhone: vi.fn() }));
vi.mock('@/api/countries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/countries')>()),
  fetchCountries: vi.fn(async () => [{ countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' }]),
}));

const rule = (patternId: number, min: number, max: number) => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z0-9]+$',
  patternId,
  minLength: min,
  maxLength: max,
});
const status = (phone: boolean) =>
  statusFixture({
    info: { whitelabel: [whiteLabelNode('CHNGPASSVERIF3', phone)], register: { username: rule(0, 6, 12), password: rule(4, 6, 12) } },
  });

const texts = {
  bn: {
    phone: 'ফোন দিয়ে',
    email: 'ই-মেইল দিয়ে',
    username: 'ইউজারনেম',
    address: 'ই-মেইল',
    send: 'পাঠান',
    mobile: 'মোবাইল নম্বর',
    usernameRequired: 'আপনার ইউজারনেম লিখুন',
    emailIncorrect: 'একটি সঠিক ই-মেইল ঠিকানা লিখুন',
    sent: 'আপনার ই-মেইলে একটি অস্থায়ী পাসওয়ার্ড পাঠানো হয়েছে। অনুগ্রহ করে ইনবক্স দেখুন।',
    unknownUser: 'ব্যবহারকারী নেই অথবা নিষ্ক্রিয়',
  },
  en: {
    phone: 'By phone',
    email: 'By e-mail',
    username: 'Username',
    address: 'E-mail',
    send: 'Send',
    mobile: 'Mobile number',
    usernameRequired: 'Please enter your username',
    emailIncorrect: 'Please enter a correct e-mail address',
    sent: 'A temporary password has been sent to your e-mail. Please check your inbox.',
    unknownUser: 'User does not exist or is disabled',
  },
} as const;

/** The input labelled `label` (a required field's label ends with a decorative star). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
/** The first query of a test waits for the page's chunk and catalog, which load lazily. */
const findField = (label: string) => screen.findByLabelText(new RegExp(`^${label}\\*?$`), {}, { timeout: 5000 });
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

beforeEach(() => {
  vi.mocked(forgotByEmail).mockReset();
});
afterEach(() => vi.useRealTimers());

describe.each(['bn', 'en'] as const)('forgot password in %s', (locale) => {
  const t = texts[locale];

  it('offers phone (the default) and e-mail when CHNGPASSVERIF3 is on', async () => {
    await renderApp({ locale, path: '/m/forget', status: status(true) });
    const phoneTab = await screen.findByRole('tab', { name: t.phone }, { timeout: 5000 });
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(field(t.mobile));
    fireEvent.click(screen.getByRole('tab', { name: t.email }));
    expect(screen.getByRole('tab', { name: t.email })).toHaveAttribute('aria-selected', 'true');
    expect(field(t.address)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${t.mobile}`))).toBeNull();
  });

  it('offers e-mail only, without tabs, when CHNGPASSVERIF3 is off', async () => {
    await renderApp({ locale, path: '/m/forget', status: status(false) });
    expect(await findField(t.username)).toBeInTheDocument();
    expect(field(t.address)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${t.mobile}`))).toBeNull();
  });

  it('shows each message under its field and focuses the first invalid one', async () => {
    await renderApp({ locale, path: '/m/forget', status: status(false) });
    await findField(t.address);
    type(t.address, 'demo01@example');
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    const username = field(t.username);
    expect(username).toHaveAccessibleDescription(t.usernameRequired);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(field(t.address)).toHaveAccessibleDescription(t.emailIncorrect);
    expect(username).toHaveFocus();
    expect(forgotByEmail).not.toHaveBeenCalled();
  });

  it('sends trimmed values, says so for 1 s, then goes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(forgotByEmail).mockResolvedValue();
    const { location } = await renderApp({ locale, path: '/m/forget', status: status(false) });
    await findField(t.username);
    type(t.username, '  demo01 ');
    type(t.address, ' demo01@bdplay.example  ');
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(forgotByEmail).toHaveBeenCalledWith('demo01', 'demo01@bdplay.example');
    expect(location.history?.at(-1)).toBe('/m/forget');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // No earlier page in this tab's history: back means home.
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('keeps the typed values when the server refuses', async () => {
    vi.mocked(forgotByEmail).mockRejectedValue(new ApiError(400, 'user.not.exist', ''));
    await renderApp({ locale, path: '/m/forget', status: status(false) });
    await findField(t.username);
    type(t.username, 'demo01');
    type(t.address, 'other@bdplay.example');
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.unknownUser)).toBeInTheDocument();
    expect(field(t.username)).toHaveValue('demo01');
    expect(field(t.address)).toHaveValue('other@bdplay.example');
    expect(screen.getByRole('button', { name: t.send })).toBeEnabled();
  });
});
