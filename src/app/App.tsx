// ENTRY CHUNK. The root: the start-up mode decides between the app, the maintenance page and the
// region-restricted page (specification, "Start-up modes").

import { Suspense } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Router, type RouterProps } from 'wouter-preact';
import { startupMode } from '@/state/config';
import { Shell } from './Shell';
import { MaintenancePage, RegionRestricted } from './startup-pages';
import css from './Shell.module.css';

export function App({ router = {} }: { router?: Partial<RouterProps> }) {
  const mode = startupMode.value;
  return (
    <I18nProvider i18n={i18n}>
      {mode === 0 ? (
        <Router {...router}>
          <Shell />
        </Router>
      ) : (
        <main class={css.page}>
          <Suspense fallback={null}>{mode === 1 ? <MaintenancePage /> : <RegionRestricted />}</Suspense>
        </main>
      )}
    </I18nProvider>
  );
}
