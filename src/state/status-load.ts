// The start-up status as a resource (lib/resource.ts) that holds the shell's signals
// (state/config.ts, which passes them: it imports this module on demand, so this one does not
// import it back), so the shell reads the status before this module, with the API layer, has
// loaded. A repeat visit renders from the copy the shell restored and is revalidated; each answer
// is stored; a failure keeps the last status and stays on screen with its retry until an answer;
// the status carries one text, the download bar's tagline, in the request's language, so a
// language change asks again (and keeps the status shown meanwhile).

import type { Signal } from '@preact/signals-react';
import { fetchSystemStatus } from '@/api/system';
import type { SystemStatus } from '@/api/types';
import { locale } from '@/i18n/locale';
import { resource, type Resource } from '@/lib/resource';
import { writeJson } from '@/lib/storage';
import { STATUS_CACHE_KEY } from './status-cache';

let status: Resource<SystemStatus | null, string, SystemStatus | null> | undefined;

/** The one status resource, made on the first call with the shell's signals. */
export const statusResource = (into: { data: Signal<SystemStatus | null>; failed: Signal<boolean> }) =>
  (status ??= resource({
    key: () => locale.value,
    fetch: (_language, signal) => fetchSystemStatus(signal),
    initial: null,
    into,
    onNewKey: 'keep',
    reloadAfter: 0,
    // The shell restored the stored copy into its signal before this module loaded; nothing
    // clears it afterwards (a new language keeps it), so there is nothing to restore here.
    persist: { restore: () => null, save: (s) => writeJson(STATUS_CACHE_KEY, s) },
    failedUntilAnswer: true,
  }));
