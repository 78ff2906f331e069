// Loaded when the browser says it is offline (main.tsx): a notice over the page until the network
// returns. Plain DOM over the app, not a component, so the shell in the entry pays only for the
// listener; the service worker keeps this chunk in its precache, so it loads offline too.

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import css from './offline-notice.module.css';

let notice: HTMLElement | null = null;

export function showOfflineNotice(): void {
  if (navigator.onLine || notice) return;
  notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.className = css.notice!;
  notice.textContent = i18n._(msg`No internet connection`);
  document.body.append(notice);
  addEventListener('online', () => {
    notice?.remove();
    notice = null;
  }, { once: true });
}
