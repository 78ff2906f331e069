import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activate } from '@/i18n/locale';
import { aliases, canonicalPath, nameOf, paths, type PathName } from '@/lib/paths';
import { aliases as recordAliases, pages, pathOf } from './pages';
import { titleId } from './route-table';

const names = Object.keys(pages) as PathName[];

describe('page titles', () => {
  it.each(['bn', 'en'] as const)('every page has a translated title in %s', async (locale) => {
    await activate(locale);
    for (const name of names) {
      const title = i18n._(titleId(name));
      expect(title, name).not.toBe(titleId(name)); // the catalog has it
      expect(title.length).toBeGreaterThan(1);
      if (locale === 'en') expect(title, name).toBe(pages[name].title);
    }
  });

  it('uses the titles the specification names', async () => {
    await activate('en');
    expect(i18n._(titleId('activity'))).toBe('Activity centre');
    expect(i18n._(titleId('forget'))).toBe('Forgot password');
    expect(i18n._(titleId('trail'))).toBe('Free trial');
    expect(i18n._(titleId('winnerPage'))).toBe('Leaderboard');
    expect(i18n._(titleId('help'))).toBe('Help centre');
    expect(i18n._(titleId('set'))).toBe('Personal settings');
  });
});

describe('the path table, from the records', () => {
  it('has every page at its address, each address once', () => {
    expect(Object.keys(paths).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(paths[name]).toBe(pathOf(name));
      expect(nameOf(paths[name])).toBe(name);
    }
    expect(new Set(Object.values(paths)).size).toBe(names.length);
  });

  it('keeps the addresses of both specification documents', () => {
    expect(paths.home).toBe('/m/home');
    expect(paths.userAgreement).toBe('/m/useragreement');
    expect(paths.depositRecord).toBe('/m/vouReport');
    expect(paths.teamManagement).toBe('/m/member/team');
  });

  it('maps every alias to its page', () => {
    for (const [from, to] of Object.entries(recordAliases)) {
      expect(aliases[from]).toBe(paths[to]);
      expect(canonicalPath(from)).toBe(paths[to]);
    }
    expect(canonicalPath('/m/member/home')).toBe(paths.mine);
  });
});
