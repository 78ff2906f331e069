// The start-up test of each kind of broken storage (boot-*.test.tsx, one file each: the app's
// modules read storage once, when first imported, and a test file is one page load). The storage
// is broken before the app's first import; home must render in BN and EN, and switching the
// language from the header must work although it cannot be saved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import type { Locale } from '@/i18n/locale';
import { breakStorage, garbageEverywhere, restoreStorage, type BrokenMode } from './broken-storage';

const texts = {
  bn: { menu: 'প্রধান মেনু', login: 'লগ ইন', home: 'হোম' },
  en: { menu: 'Main menu', login: 'Log in', home: 'Home' },
} as const;

async function expectHome(locale: Locale) {
  const t = texts[locale];
  expect(screen.getByRole('navigation', { name: t.menu })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: t.login })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
}

/** `garbage`: storage works but every key the app reads holds garbage. */
export function describeBoot(mode: BrokenMode | 'garbage'): void {
  describe(`start-up with ${mode === 'garbage' ? 'garbage in every key' : `${mode} storage`}`, () => {
    beforeEach(() => {
      if (mode === 'garbage') Object.entries(garbageEverywhere).forEach(([k, v]) => localStorage.setItem(k, v));
      else breakStorage(mode, garbageEverywhere);
    });
    afterEach(restoreStorage);

    it.each(['bn', 'en'] as const)('renders home in %s', async (locale) => {
      // The storage really is broken (before the app's first import, in the first test).
      if (mode === 'full') expect(() => localStorage.setItem('k', 'v')).toThrow(/quota/);
      if (mode === 'blocked') expect(() => globalThis.localStorage).toThrow(/insecure/);
      if (mode === 'absent') expect(globalThis.localStorage).toBeNull();
      const { renderApp } = await import('../render');
      await renderApp({ locale });
      await expectHome(locale);
    });

    it('switches the language from the header', async () => {
      const { renderApp } = await import('../render');
      await renderApp({ locale: 'bn' });
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
      expect(await screen.findByRole('link', { name: texts.en.login })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
    });
  });
}
