// ENTRY CHUNK: boot. Everything imported from here ships in the first JavaScript a visitor
// downloads; page code loads per route. The prerendered HTML is already on screen while this
// runs, so boot fetches start-up data, the language catalog and the landing page's chunk in
// parallel and renders once, over the prerendered markup.

import { render } from 'react-dom';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '@/i18n/format';
import { activate, languageHeader, requestLocale, savedLocale } from '@/i18n/locale';
import { apiContext } from '@/lib/api-context';
import { deviceHeader } from '@/lib/env';
import { loadStatus, startupMode, systemStatus } from '@/state/config';
import { clearSession, session } from '@/state/session';
import { showToast } from '@/state/ui';
import { App } from '@/app/App';
import { landingPage } from '@/app/startup-pages';
import './app/global.css';

/** How long a first visit waits for the status before showing the app anyway. */
const FIRST_STATUS_WAIT_MS = 6000;

Object.assign(apiContext, {
  getToken: () => session.value?.token ?? null,
  getLanguage: () => languageHeader(requestLocale()),
  getDevice: deviceHeader,
  onSessionLost: () => {
    if (!session.value) return;
    clearSession();
    showToast(i18n._(msg`The account has been logged out, please log in again`), { kind: 'error', duration: 'long' });
  },
});

async function boot(root: HTMLElement) {
  const lang = savedLocale();
  // First, so that the landing page's catalogs are fetched in this language only.
  const catalog = activate(lang).catch(() => activate(lang)); // one retry on a flaky network
  const landing = landingPage(startupMode.value, location.pathname).preload();
  // A prerendered form may be typed in before the app is live: the code that keeps what was typed
  // (app/early-input.ts) comes with the other start-up requests, on pages with a field only.
  const earlyInput = root.querySelector('input, textarea, select') ? import('@/app/early-input').catch(() => null) : null;
  // A cached status renders at once and is revalidated in the background.
  const status = loadStatus();
  const statusReady = systemStatus.value ? Promise.resolve() : Promise.race([status, new Promise((r) => setTimeout(r, FIRST_STATUS_WAIT_MS))]);
  // The first Intl.NumberFormat of a language loads its locale data: about 50 ms at CPU ×4, which
  // would lengthen the first render's task. Home's two formats (plain, no decimals) are made while
  // boot waits for the network instead.
  setTimeout(() => [undefined, 0].forEach((decimals) => formatNumber(0, lang, decimals)));
  await Promise.all([catalog, statusReady, landing.catch(() => {})]);
  // The status may have chosen another start-up mode than the one guessed above.
  await landingPage(startupMode.value, location.pathname)
    .preload()
    .catch(() => {});
  // What the player typed and tapped on the prerendered page meanwhile.
  const replayEarlyInput = (await earlyInput)?.keepEarlyInput(root);
  render(<App />, root);
  // The page is live: e2e tests wait for the attribute; perf and DevTools read the mark.
  root.dataset.ready = '';
  replayEarlyInput?.();
  performance.mark('app-ready');
  // The service worker, the offline notice and what the player may need next (app/after-start.ts),
  // when the browser is idle, or after 5 s at the latest: a page that is never idle must still get
  // its worker.
  const afterStart = () => void import('@/app/after-start').then((m) => m.afterStart(location.pathname)).catch(() => {});
  // Safari before 18 has no requestIdleCallback (the DOM types say it always exists).
  if ('requestIdleCallback' in globalThis) requestIdleCallback(afterStart, { timeout: 5000 });
  else setTimeout(afterStart, 1);
}

/** Without a catalog nothing can be rendered in words: keep the prerendered page and offer a reload. */
function bootFailed() {
  const retry = document.createElement('button');
  retry.className = 'boot-retry';
  retry.textContent = 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করুন · Loading failed, tap to retry';
  retry.onclick = () => location.reload();
  document.body.prepend(retry);
}

const root = document.getElementById('app');
if (root) boot(root).catch(bootFailed);
