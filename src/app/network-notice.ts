// What the player is told when the network lets them down (wired by after-start.ts): "no internet"
// while the browser is offline, and "the network is slow" while a call has been waiting too long
// (api/client.ts says when). Plain DOM over the app, not a component, and out of the entry.

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import css from './network-notice.module.css';

let offline: HTMLElement | null = null;
let slow: HTMLElement | null = null;
let slowCalls = 0;

let region: HTMLElement | undefined;

/** Both notices stack in one column above the tab bar. */
function notice(text: string): HTMLElement {
  region ??= document.body.appendChild(Object.assign(document.createElement('div'), { className: css.notices }));
  const p = region.appendChild(Object.assign(document.createElement('p'), { className: css.notice, textContent: text }));
  p.setAttribute('role', 'status');
  return p;
}

export function showOfflineNotice(): void {
  if (navigator.onLine || offline) return;
  offline = notice(i18n._(msg`No internet connection`));
  addEventListener(
    'online',
    () => {
      offline?.remove();
      offline = null;
    },
    { once: true },
  );
}

/** One more call is slow: the notice stays until every slow call has settled. */
export function showSlowNotice(settled: AbortSignal): void {
  if (settled.aborted) return;
  slowCalls++;
  slow ??= notice(i18n._(msg`The network is slow`));
  settled.addEventListener(
    'abort',
    () => {
      if (--slowCalls > 0) return;
      slow?.remove();
      slow = null;
    },
    { once: true },
  );
}
