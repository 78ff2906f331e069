// Build-time only: the page the service worker answers a navigation with when the network is down
// and that page was never cached (src/sw/worker.ts). Static, both languages, no script: the
// links work without the app (home is always cached, and "Try again" reloads the page asked for).
// Its texts are in the `offline` catalog (lingui.config.ts), which only src/prerender.tsx loads.

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface OfflineTexts {
  title: string;
  hint: string;
  retry: string;
  home: string;
}

/** The texts in the active language. */
export const offlineTexts = (): OfflineTexts => ({
  title: i18n._(msg`No internet connection`),
  hint: i18n._(msg`Check the connection and try again. Pages you have opened before still work.`),
  retry: i18n._(msg`Try again`),
  home: i18n._(msg`Home`),
});

export const OFFLINE_CSS =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d1520;color:#eef2f7;' +
  "font:15px/1.45 system-ui,-apple-system,Roboto,'Noto Sans Bengali',sans-serif}" +
  'main{max-width:420px;padding:24px;text-align:center}h1{font-size:20px;margin:0 0 4px}' +
  'p{color:#9aa8b9;margin:0 0 16px}nav{display:flex;gap:12px;justify-content:center}' +
  'a{padding:10px 18px;border-radius:8px;background:#0e8542;color:#fff;text-decoration:none}a+a{background:#263548}';

export function OfflinePage({ bn, en }: { bn: OfflineTexts; en: OfflineTexts }) {
  return (
    <main>
      <h1>{bn.title}</h1>
      <p>{bn.hint}</p>
      <h1 lang="en">{en.title}</h1>
      <p lang="en">{en.hint}</p>
      <nav>
        <a href="">{`${bn.retry} · ${en.retry}`}</a>
        <a href="/">{`${bn.home} · ${en.home}`}</a>
      </nav>
    </main>
  );
}
