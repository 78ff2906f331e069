import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMethod } from './register-method';

const standalone = (on: boolean) => vi.stubGlobal('matchMedia', (q: string) => ({ matches: on && q === '(display-mode: standalone)' }));

afterEach(() => vi.unstubAllGlobals());

describe('registerMethod', () => {
  it('is H5 in a browser tab', () => {
    standalone(false);
    expect(registerMethod()).toBe('H5');
  });

  it('is APP when the user agent carries the app-shell marker', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile BDPlayApp/2.1' });
    standalone(true);
    expect(registerMethod()).toBe('APP');
  });

  it('is PWA when standalone, WEBCLIP when the web-clip flag is stored', () => {
    standalone(true);
    expect(registerMethod()).toBe('PWA');
    localStorage.setItem('WEBCLIP', '1');
    expect(registerMethod()).toBe('WEBCLIP');
  });
});
