import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activate } from '@/i18n/locale';
import { paths, type PathName } from '@/lib/paths';
import { titleId } from './route-table';
import { routeTitles } from './route-titles';

describe('page titles', () => {
  it.each(['bn', 'en'] as const)('every page has a translated title in %s', async (locale) => {
    await activate(locale);
    for (const name of Object.keys(paths) as PathName[]) {
      expect(routeTitles[name].id).toBe(titleId(name));
      const title = i18n._(titleId(name));
      expect(title, name).not.toBe(titleId(name)); // the catalog has it
      expect(title.length).toBeGreaterThan(1);
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
