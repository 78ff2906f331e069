// The member's total balance as the header shows it (specification §2 "Layout": "a hidden balance
// is masked with stars and also masked while refreshing"). Loaded with the signed-in header, so it
// stays out of the entry chunk.

import { signal } from '@preact/signals-react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fetchBalance } from '@/api/wallet';
import { isBoolean } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';
import { session } from './session';
import { showToast } from './ui';

const HIDDEN_KEY = 'hideBalance';

/** The last known total; null until loaded and after the session ends. */
export const balance = signal<number | null>(null);
/** The player chose to hide the amount (kept across visits). */
export const balanceHidden = signal(readJson(HIDDEN_KEY, isBoolean) ?? false);
export const balanceRefreshing = signal(false);

// Nothing of one account's money may show after another signs in (or after a sign-out).
session.subscribe((s) => {
  if (!s) balance.value = null;
});

let inFlight: Promise<void> | null = null;

/** Loads the balance (one call at a time). A failure keeps the last value and says so. */
export function refreshBalance(): Promise<void> {
  const token = session.peek()?.token;
  if (!token) return Promise.resolve();
  const current = () => session.peek()?.token === token;
  inFlight ??= (async () => {
    balanceRefreshing.value = true;
    try {
      const { sumBalance } = await fetchBalance();
      if (current()) balance.value = sumBalance;
    } catch {
      // A lost session has its own toast (main.tsx): this one only for a failed refresh.
      if (current()) showToast(i18n._(msg`Could not refresh the balance`), { kind: 'error' });
    } finally {
      balanceRefreshing.value = false;
      inFlight = null;
    }
  })();
  return inFlight;
}

/** A balance the server just answered with (a claim, a transfer): no extra request. */
export function setBalance(sumBalance: number): void {
  if (session.peek()) balance.value = sumBalance;
}

export function toggleBalanceHidden(): void {
  balanceHidden.value = !balanceHidden.value;
  writeJson(HIDDEN_KEY, balanceHidden.value);
}
