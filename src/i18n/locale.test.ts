import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activate, loadCatalog } from './locale';
import { accounts } from './catalogs';

// An account-screen text: it lives in the `accounts` feature catalog, not in the shell's.
const id = msg`Username already exists`;

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
});
