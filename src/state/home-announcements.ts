// The home page's announcements: banners, notices and popup items. A validated copy in local
// storage shows banners and notices at once on a repeat visit; the request then revalidates it.
// The popup items depend on who asks (guest or member), so the list reloads when a session starts
// or ends; its texts come in the player's language, so it reloads after a language change too, and
// a cached copy of the other language is not shown.

import { decodeHomeAnnouncements, fetchHomeAnnouncements, type HomeAnnouncements } from '@/api/announcements';
import { locale, requestLocale } from '@/i18n/locale';
import { isRecord } from '@/lib/guards';
import { resource } from '@/lib/resource';
import { readJson, writeJson } from '@/lib/storage';
import { HOME_ANNOUNCEMENTS_KEY } from './home-cache';
import { session } from './session';

/** The cache holds decoded data and its language; the wire decoder checks it again (the item
 *  fields are the same). A copy in another language than the one starting is not used. */
function restore(): HomeAnnouncements | null {
  const c = readJson(HOME_ANNOUNCEMENTS_KEY, isRecord);
  if (c?.language !== requestLocale()) return null;
  return decodeHomeAnnouncements({ banners: c.banners, player: c.notices, popup: c.popups });
}

/** Whom and in which language the list is for: popups differ for guests and members, texts come
 *  in the request's language (which leads the shown one while a catalog loads: reading `locale`
 *  only follows the switch, so the start-up activation is not a new key). */
function audience(): string {
  void locale.value;
  return `${session.value !== null}:${requestLocale()}`;
}

/** The list: one request at a time; a new audience aborts the one under way and asks again
 *  (what is shown stays meanwhile); a failure keeps the list and shows the banners' retry until
 *  an answer. The parts of the page that ask on mount share an answer younger than a minute
 *  instead of asking again right after the page's own first request. */
const announcements = resource({
  key: audience,
  fetch: () => fetchHomeAnnouncements(),
  initial: null as HomeAnnouncements | null,
  onNewKey: 'keep',
  reloadAfter: 0,
  freshFor: 60_000,
  failedUntilAnswer: true,
  persist: { restore, save: (value, key) => writeJson(HOME_ANNOUNCEMENTS_KEY, { ...value, language: key.split(':')[1] }) },
});

export const homeAnnouncements = announcements.data;
/** The last request failed (any cached list stays in place). */
export const homeAnnouncementsFailed = announcements.failed;

/** Fetches the announcements unless an answer younger than a minute is kept (`fresh`: ask anyway). */
export const loadHomeAnnouncements = (options?: { fresh?: boolean }): Promise<void> => announcements.load(options);

/** Forgets the answer (tests start each case from nothing). */
export function forgetHomeAnnouncements(): void {
  announcements.reset();
  homeAnnouncements.value = null;
}
