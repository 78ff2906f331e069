// The count behind the footer's Reward badge (state/rewards.ts), asked by the tab bar once per
// session, whatever page a visit begins on. Before, only the member centre and invite friends asked
// (state/promotions.ts), so a visit that began on home (a restart, a shared link, the landing after
// a login) showed no badge until one of those pages was opened. In the member's state chunk with the
// balance (vite.config.ts), which a member's visit loads anyway: nothing more to download.

import { fetchMemberPromotionsValue } from '@/api/promotion-counts';
import { isRecord } from '@/lib/guards';
import { setUnclaimedPromotions } from './rewards';
import { session } from './session';

/** The session whose count was asked for; claims keep the count current afterwards. */
let askedFor: string | undefined;

/** A failed call is asked again the next time the tab bar shows; an answer for a session that has
 *  ended meanwhile is dropped. Anything but a count reads as 0 (setUnclaimedPromotions). A new
 *  session starts from 0: one member's count never shows for another (the tab bar shows none
 *  without a session). */
export function loadUnclaimedOnce(token: string): void {
  if (askedFor === token) return;
  askedFor = token;
  setUnclaimedPromotions(0);
  fetchMemberPromotionsValue().then(
    (v) => void (session.peek()?.token === token && setUnclaimedPromotions(isRecord(v) ? (v.unclaimedCount as number) : 0)),
    () => void (askedFor = ''),
  );
}
