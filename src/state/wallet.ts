// The member's total balance as the header shows it (specification §2 "Layout": "a hidden balance
// is masked with stars and also masked while refreshing"). Loaded with the signed-in header, so it
// stays out of the entry chunk.

import { signal } from '@preact/signals-react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fetchBalance } from '@/api/wallet';
import { isBoolean } from '@/lib/guards';
import { resource } from '@/lib/resource';
import { readJson, writeJson } from '@/lib/storage';
import { session } from './session';
import { showToast } from './ui';

const HIDDEN_KEY = 'hideBalance';

/** The last known total, for the member signed in now (null until loaded, and after the session
 *  ends: nothing of one account's money may show after another signs in). One call at a time; a
 *  failure keeps the last value and says so (a lost session has its own toast: main.tsx). */
const wallet = resource({
  key: () => session.value?.token ?? null,
  fetch: (_token, signal) => fetchBalance(signal).then((w) => w.sumBalance),
  initial: null as number | null,
  onError: () => showToast(i18n._(msg`Could not refresh the balance`), { kind: 'error' }),
});

export const balance = wallet.data;
/** The player chose to hide the amount (kept across visits). */
export const balanceHidden = signal(readJson(HIDDEN_KEY, isBoolean) ?? false);
/** Masked while refreshing (specification §2). */
export const balanceRefreshing = wallet.loading;

export const refreshBalance = (): Promise<void> => wallet.load();

/** A balance the server just answered with (a claim, a transfer): no extra request. */
export const setBalance = (sumBalance: number): void => wallet.set(sumBalance);

export function toggleBalanceHidden(): void {
  balanceHidden.value = !balanceHidden.value;
  writeJson(HIDDEN_KEY, balanceHidden.value);
}
