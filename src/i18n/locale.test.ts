import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activate, catalogsReady, loadCatalog, loadCatalogs, setLocale, type Catalog } from './locale';
import { catalog } from '../../tests/catalogs';

const accounts = catalog('accounts');

// An account-screen text: it lives in the `accounts` feature catalog, not in the shell's.
const id = msg`Username already exists`;

/** A feature catalog whose loads wait until the test lets them go (later ones then come at once:
 *  the catalog stays in use for the following tests), and that counts the requests. */
function heldCatalog(name: string) {
  const text = { bn: `${name} বাংলা`, en: `${name} English` };
  const waiting: (() => void)[] = [];
  let holding = true;
  const asked = { bn: 0, en: 0 };
  const loader = (l: 'bn' | 'en') => () => {
    asked[l] += 1;
    const answer = { messages: { [name]: text[l] } as Messages };
    return holding ? new Promise<typeof answer>((resolve) => waiting.push(() => resolve(answer))) : Promise.resolve(answer);
  };
  const catalog: Catalog = { name, bn: loader('bn'), en: loader('en') };
  const release = () => waiting.splice(0).forEach((go) => go());
  const releaseAll = () => {
    holding = false;
    release();
  };
  return { catalog, asked, text, release, releaseAll };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('feature catalogs', () => {
  it('load on demand and follow a language switch', async () => {
    await activate('bn');
    await loadCatalog(accounts);
    expect(i18n._(id)).toBe('ইউজারনেম আগে থেকেই আছে');
    await activate('en');
    expect(i18n._(id)).toBe('Username already exists');
    await activate('bn');
    expect(i18n._(id)).toBe('ইউজারনেম আগে থেকেই আছে');
  });

  it('a catalog asked for while a switch is under way is there in the new language when it turns', async () => {
    await activate('bn');
    const before = heldCatalog('before');
    const arriving = heldCatalog('arriving');
    const first = loadCatalog(before.catalog);
    before.release();
    await first;
    const switching = activate('en'); // the player taps EN; `before` must come in EN first
    const page = loadCatalog(arriving.catalog); // a page that arrives meanwhile declares its catalog
    await tick();
    expect(i18n.locale).toBe('bn');
    before.releaseAll();
    await tick();
    expect(i18n.locale).toBe('bn'); // still waiting for `arriving` in EN
    arriving.releaseAll();
    await Promise.all([page, switching]);
    expect(i18n.locale).toBe('en');
    expect(catalogsReady([before.catalog, arriving.catalog])).toBe(true);
    expect(i18n._('arriving')).toBe(arriving.text.en);
  });

  it('a catalog already there is not asked again', async () => {
    await activate('bn');
    const held = heldCatalog('shared');
    held.releaseAll();
    await loadCatalogs([held.catalog]);
    await loadCatalog(held.catalog);
    expect(held.asked).toEqual({ bn: 1, en: 0 });
  });

  it('of two switches in flight the later wins, and only it is remembered', async () => {
    await activate('bn');
    localStorage.removeItem('hisLang');
    const held = heldCatalog('racing');
    const first = loadCatalog(held.catalog);
    held.release();
    await first;
    const toEn = setLocale('en'); // waits for `racing` in EN
    const toBn = setLocale('bn'); // everything is there in BN
    held.releaseAll();
    await Promise.all([toEn, toBn]);
    expect(i18n.locale).toBe('bn');
    expect(localStorage.getItem('hisLang')).toBe('BN');
  });

  it('a failed load can be asked again', async () => {
    await activate('bn');
    let fail = true;
    const flaky: Catalog = {
      name: 'flaky',
      bn: () => (fail ? Promise.reject(new Error('network')) : Promise.resolve({ messages: { flaky: 'ঠিক আছে' } })),
      en: () => Promise.resolve({ messages: { flaky: 'ok' } }),
    };
    await expect(loadCatalog(flaky)).rejects.toThrow('network');
    expect(catalogsReady([flaky])).toBe(false);
    fail = false;
    await loadCatalog(flaky);
    expect(i18n._('flaky')).toBe('ঠিক আছে');
  });
});
