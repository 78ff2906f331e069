// A player on the prerendered login page, before the app is live: what they type, tick and tap is
// there once it is (boot's order: note, render over the markup, mark ready, replay).
import { render } from 'react-dom';
import { renderToString } from 'preact-render-to-string';
import { screen, waitFor } from '@testing-library/preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { login } from '@/api/session';
import { activate, locale } from '@/i18n/locale';
import { loginResult, loginStatus, texts } from '@/routes/login/test-fixtures';
import { systemStatus } from '@/state/config';
import { earlyScript } from '../../scripts/build/early-script';
import { resetState } from '../../tests/render';
import { App } from './App';
import { keepEarlyInput } from './early-input';
import { landingPage } from './startup-pages';

vi.mock('@/api/session', () => ({ login: vi.fn(), fetchCaptcha: vi.fn(), sendLoginSms: vi.fn(), startFreePlay: vi.fn() }));

const PATH = '/m/login';
const bn = texts.bn;
let root: HTMLElement;

beforeAll(() => landingPage(0, PATH).preload());
beforeEach(async () => {
  vi.mocked(login).mockReset().mockResolvedValue(loginResult);
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  // The page as the build prerenders it (no start-up data yet), with the inline start-up script
  // running.
  resetState({ status: null });
  await activate('bn');
  root = document.createElement('div');
  root.id = 'app';
  root.innerHTML = renderToString(<App router={{ hook: memoryLocation({ path: PATH }).hook }} />);
  document.body.append(root);
  new Function(earlyScript(inject('earlyFunction'), { merchant: 'bdm01', home: false, preloads: [], defaultImageCdn: '', apiBase: '' }))();
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.unstubAllGlobals();
});

/** Boot: the app renders over the prerendered page and becomes live. */
function boot() {
  const replay = keepEarlyInput(root);
  // The start-up data has come: with the mobile login on, tabs appear above the form.
  systemStatus.value = loginStatus();
  const location = memoryLocation({ path: PATH, record: true });
  render(<App router={{ hook: location.hook }} />, root);
  root.dataset.ready = '';
  replay();
  return location;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
/** Typing before the app is live: only the browser sees it. */
function type(id: string, value: string) {
  const input = field(id);
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('input made before the app is live', () => {
  it('keeps typed values and the unticked box in the form, with the focus and caret where they were', async () => {
    type('login-username', 'demo01');
    type('login-password', 'demo123');
    field('login-password').setSelectionRange(2, 4);
    field('login-remember').click();
    boot();
    const password = field('login-password');
    expect(screen.getByRole('textbox', { name: bn.username })).toHaveValue('demo01');
    expect(password).toHaveValue('demo123');
    expect(password).toHaveFocus();
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 4]);
    expect(screen.getByRole('checkbox', { name: bn.remember })).not.toBeChecked();
    // The form's state holds them: a submit (a later tap, after the re-render) sends them.
    await new Promise((r) => setTimeout(r));
    screen.getByRole('button', { name: bn.login }).click();
    await waitFor(() => expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo01', password: 'demo123' })));
  });

  it('sends a submit tapped early once live, with what was typed', async () => {
    type('login-username', 'demo01');
    type('login-password', 'demo123');
    const submit = screen.getByRole('button', { name: bn.login });
    submit.click();
    expect(submit).toHaveAttribute('aria-busy', 'true'); // held, and shown as taken
    expect(login).not.toHaveBeenCalled();
    const location = boot();
    expect(screen.getByRole('tab', { name: bn.mobile })).toBeInTheDocument(); // the form moved down
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo01', password: 'demo123', type: 'username' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('checks an early submit as any other: nothing is sent, the error shows on the first invalid field', async () => {
    type('login-username', 'ab');
    screen.getByRole('button', { name: bn.login }).click();
    boot();
    const username = screen.getByRole('textbox', { name: bn.username });
    await waitFor(() => expect(username).toHaveAccessibleDescription(bn.usernameFormat));
    expect(username).toHaveValue('ab');
    expect(username).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('switches the language tapped early, once live', async () => {
    type('login-username', 'demo01');
    screen.getByRole('button', { name: 'English' }).click();
    boot();
    // The switch loads the EN catalogs of every page met so far in this file (a first import here).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: texts.en.title })).toBeInTheDocument(), { timeout: 5000 });
    expect(locale.value).toBe('en');
    expect(screen.getByRole('textbox', { name: texts.en.username })).toHaveValue('demo01');
  });

  it('replays nothing on a control that another took the place of', async () => {
    screen.getByRole('button', { name: 'English' }).click();
    // The app draws something else where the flag was (e.g. another page after a redirect).
    root.querySelector('button[lang="en"]')!.setAttribute('class', 'other');
    boot();
    const tapped = vi.fn();
    screen.getByRole('button', { name: 'English' }).addEventListener('click', tapped);
    await new Promise((r) => setTimeout(r, 20)); // the replay's turn has passed
    expect(tapped).not.toHaveBeenCalled();
  });
});
