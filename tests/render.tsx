// Renders the app (or any component) the way a player sees it: a chosen language, a memory
// location at a chosen path, and fresh global state.

import { render } from '@testing-library/preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { App } from '@/app/App';
import { landingPage } from '@/app/startup-pages';
import { activate, loadCatalog, type Locale } from '@/i18n/locale';
import { catalogs, type CatalogName } from '../features';
import { catalog } from './catalogs';
import type { SystemStatus } from '@/api/types';
import type { Promotion } from '@/api/promotions';
import { statusFailed, systemStatus } from '@/state/config';
import { session, type SessionInfo } from '@/state/session';
import { toasts, confirmRequest, busy } from '@/state/ui';
import { unclaimedPromotions } from '@/state/rewards';
import { forgetPromotions, memberList, merchantList, type PromotionSummary } from '@/state/promotions';
import { loginPromptOpen } from '@/state/login-prompt';
import { countries } from '@/state/countries';
import { HOME_COUNTRY } from '@/api/countries';
import { statusFixture } from './fixtures';

export interface AppOptions {
  path?: string;
  locale?: Locale;
  status?: SystemStatus | null;
  user?: SessionInfo | null;
}

export function resetState(opts: AppOptions = {}) {
  systemStatus.value = opts.status === undefined ? statusFixture() : opts.status;
  statusFailed.value = false;
  session.value = opts.user ?? null;
  toasts.value = [];
  confirmRequest.value = null;
  busy.value = null;
  unclaimedPromotions.value = 0;
  forgetPromotions();
  loginPromptOpen.value = false;
  countries.value = [HOME_COUNTRY];
}

/** Puts promotion lists in place that give this summary (the gates and the bubbles), as if loaded. */
export function showPromotions(s: PromotionSummary): void {
  const running = [s.referralEnabled && 'REFERRAL', s.missionEnabled && 'MISSION'].filter(Boolean);
  merchantList.data.value = running.map((type, id) => ({ id, type }) as Promotion);
  memberList.data.value = { list: [], unclaimedCount: s.unclaimed, missionClaimableCount: s.missionsClaimable };
}

export async function renderApp(opts: AppOptions = {}) {
  resetState(opts);
  await activate(opts.locale ?? 'bn');
  // As boot does (main.tsx): the landing page's code and catalogs are there before the first render.
  await landingPage(0, new URL(opts.path ?? '/m/home', 'http://app').pathname)
    .preload()
    .catch(() => {});
  const location = memoryLocation({ path: opts.path ?? '/m/home', record: true });
  const view = render(<App router={{ hook: location.hook }} />);
  return { ...view, location };
}

/** Activates a language with the shell's catalog and every feature catalog (for code that
 *  renders outside components, with i18n._). */
export async function loadAllCatalogs(locale: Locale = 'bn') {
  await activate(locale);
  // Every feature catalog but the offline page's (rendered at build time only).
  const names = (Object.keys(catalogs) as CatalogName[]).filter((name) => name !== 'offline');
  await Promise.all(names.map((name) => loadCatalog(catalog(name))));
}

/** Renders a component with the shell's catalog and the feature catalogs (a component does not
 *  know which route loads it). */
export async function renderWithI18n(ui: ReactNode, locale: Locale = 'bn') {
  await loadAllCatalogs(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
