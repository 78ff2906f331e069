// The start-up status as a resource (lib/resource.ts): the shell's signals (state/config.ts) hold
// it, so the shell reads it before this module, with the API layer, has loaded. The stored copy
// renders a repeat visit at once and is revalidated; a failure keeps the last status and stays on
// screen with its retry until an answer; the status carries one text, the download bar's tagline,
// in the request's language, so a language change asks again.

import { fetchSystemStatus } from '@/api/system';
import { locale } from '@/i18n/locale';
import { resource } from '@/lib/resource';
import { readJson, writeJson } from '@/lib/storage';
import { isCachedStatus, statusFailed, systemStatus } from './config';
import { STATUS_CACHE_KEY } from './status-cache';

export const status = resource({
  key: () => locale.value,
  fetch: (_language, signal) => fetchSystemStatus(signal),
  initial: null,
  into: { data: systemStatus, failed: statusFailed },
  onNewKey: 'keep',
  reloadAfter: 0,
  persist: { restore: () => readJson(STATUS_CACHE_KEY, isCachedStatus), save: (s) => writeJson(STATUS_CACHE_KEY, s) },
  failedUntilAnswer: true,
});
