import { render, screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activate, type Catalog } from '@/i18n/locale';
import { lazyRoute } from './lazy-route';

/** A catalog of one text, whose EN load waits until the test lets it go. */
function catalogOf(name: string) {
  let release = () => {};
  const en = new Promise<void>((r) => (release = r));
  const catalog: Catalog = {
    name,
    bn: () => Promise.resolve({ messages: { [name]: 'বাংলা লেখা' } }),
    en: () => en.then(() => ({ messages: { [name]: 'English text' } })),
  };
  return { catalog, release };
}

const pageSaying = (id: string) => () => Promise.resolve({ default: () => <p>{i18n._(id)}</p> });

describe('a lazy page', () => {
  it('renders only with its catalogs in the active language: a switch never shows it as ids', async () => {
    await activate('bn');
    const { catalog, release } = catalogOf('page.text');
    const Page = lazyRoute(pageSaying('page.text'), [catalog]);
    await Page.preload();
    const view = render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('বাংলা লেখা')).toBeTruthy();
    // The language turns only when the page's catalog is there; until then the page stays in BN.
    const switching = activate('en');
    view.rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('page.text')).toBeNull();
    release();
    await switching;
    view.rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('English text')).toBeTruthy();
  });

  it('a page whose catalogs become known after its module (the second table) waits for them', async () => {
    await activate('en');
    const { catalog, release } = catalogOf('late.text');
    const Page = lazyRoute(pageSaying('late.text'));
    await Page.preload(); // module there, catalogs not yet declared
    Page.catalogs = [catalog];
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('late.text')).toBeNull();
    release();
    expect(await screen.findByText('English text')).toBeTruthy();
  });
});
