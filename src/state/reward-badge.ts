// The count behind the footer's Reward badge (state/rewards.ts), asked by the tab bar once per
// session, whatever page a visit begins on. Before, only the member centre and invite friends asked
// (state/promotions.ts), so a visit that began on home (a restart, a shared link, the landing after
// a login) showed no badge until one of those pages was opened. In the member's state chunk with the
// balance (features.ts), which a member's visit loads anyway: nothing more to download.

import { signal, type Signal } from '@preact/signals-react';
import { fetchMemberPromotionsValue } from '@/api/promotion-counts';
import { isRecord } from '@/lib/guards';
import { resource, type Resource } from '@/lib/resource';
import { toCount } from './rewards';
import { session } from './session';

let badge: Resource<number, string, number> | undefined;

/** The count as a resource (lib/resource.ts) holding the shell's signal, which the tab bar reads
 *  and the promotion pages' answers and claims also set. Keyed by the session: another member's
 *  count never shows (a new session starts from 0; an answer for a session that has ended is
 *  dropped). One answer serves the session; a failed call is asked again the next time the tab
 *  bar shows, or on a retry tap. Anything but a count reads as 0. */
export const unclaimedBadge = (count: Signal<number>): Resource<number, string, number> =>
  (badge ??= resource({
    key: () => session.value?.token ?? null,
    fetch: (_token, signal) => fetchMemberPromotionsValue(signal).then((v) => toCount(isRecord(v) ? v.unclaimedCount : 0)),
    initial: 0,
    into: { data: count, failed: signal(false) },
    freshFor: Infinity,
  }));
