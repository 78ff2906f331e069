// The home page's announcements: banners, notices and popup items. A validated copy in local
// storage shows banners and notices at once on a repeat visit; the request then revalidates it.
// The popup items depend on who asks (guest or member), so the list reloads when a session starts
// or ends; its texts come in the player's language, so it reloads after a language change too, and
// a cached copy of the other language is not shown.

import { signal } from '@preact/signals-react';
import { decodeHomeAnnouncements, fetchHomeAnnouncements, type HomeAnnouncements } from '@/api/announcements';
import { afterLanguageChange, requestLocale } from '@/i18n/locale';
import { isRecord } from '@/lib/guards';
import { RETRY_ALL } from '@/lib/retry-all';
import { readJson, writeJson } from '@/lib/storage';
import { session } from './session';

const CACHE_KEY = 'HOME_ANNOUNCEMENTS';

/** The cache holds decoded data and its language; the wire decoder checks it again (the item
 *  fields are the same). A copy in another language than the one starting is not used. */
function restore(): HomeAnnouncements | null {
  const c = readJson(CACHE_KEY, isRecord);
  if (c?.language !== requestLocale()) return null;
  return decodeHomeAnnouncements({ banners: c.banners, player: c.notices, popup: c.popups });
}

export const homeAnnouncements = signal<HomeAnnouncements | null>(restore());
/** The last request failed (any cached list stays in place). */
export const homeAnnouncementsFailed = signal(false);

let inFlight: Promise<void> | null = null;
/** The session or the language changed while a request was under way: its answer may be for the
 *  other audience or in the other language. */
let reloadAfter = false;

/** When the last answer arrived: the parts of the page that ask on mount share it for a while
 *  instead of asking again right after the page's own first request. */
let loadedAt = -Infinity;
const FRESH_MS = 60_000;

/** Fetches the announcements (one request at a time), caches them, and records a failure. An
 *  answer younger than a minute is reused unless `fresh` is asked for. */
export function loadHomeAnnouncements({ fresh = false } = {}): Promise<void> {
  if (!fresh && !inFlight && Date.now() - loadedAt < FRESH_MS) return Promise.resolve();
  const language = requestLocale();
  inFlight ??= fetchHomeAnnouncements()
    .then((value) => {
      loadedAt = Date.now();
      homeAnnouncements.value = value;
      homeAnnouncementsFailed.value = false;
      writeJson(CACHE_KEY, { ...value, language });
    })
    .catch(() => {
      loadedAt = -Infinity; // the next part that asks tries again
      homeAnnouncementsFailed.value = true;
    })
    .finally(() => {
      inFlight = null;
      if (reloadAfter) {
        reloadAfter = false;
        void loadHomeAnnouncements({ fresh: true });
      }
    });
  return inFlight;
}

// The banners' retry is any retry tap (lib/retry-all.ts). Not in the prerender, which runs in Node.
globalThis.addEventListener?.(RETRY_ALL, () => void (homeAnnouncementsFailed.value && loadHomeAnnouncements({ fresh: true })));

/** Forgets the answer (tests start each case from nothing). */
export function forgetHomeAnnouncements(): void {
  homeAnnouncements.value = null;
  loadedAt = -Infinity;
}

function reload(): void {
  if (inFlight) reloadAfter = true;
  else void loadHomeAnnouncements({ fresh: true });
}

let signedIn = session.peek() !== null;
session.subscribe((s) => {
  if ((s !== null) === signedIn) return;
  signedIn = s !== null;
  reload();
});
// The home notice ticker, banners and popups in the new language (what is shown stays meanwhile).
afterLanguageChange(reload, 0);
