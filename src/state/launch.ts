// Launching a game from any tile, winner row or hot match: applies the launch rules
// (lib/launch-rules.ts, specification doc. 2 §4 "Game launch"), asks the launcher for the game's
// address while the busy indicator shows, and opens it in this tab. A new window would be stopped
// by phone popup blockers (the address arrives after the tap's user gesture has expired); the
// game page links back to the home page.

import { t } from '@lingui/core/macro';
import { launchGame as launchUrl } from '@/api/launch';
import { ApiError } from '@/api/errors';
import { launchStep, prizeModeOf, type GameRef } from '@/lib/launch-rules';
import { href, paths } from '@/lib/paths';
import { loadVendorData } from './home-games';
import { session } from './session';
import { showBusy, showToast } from './ui';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** How the game address is opened; tests replace it. */
export const opener = { open: (url: string) => location.assign(url) };

/** A launch is under way: more taps meanwhile are ignored (no double launches). */
let launching = false;

/** `name`: the game's (a match's teams), said on the login page a guest is sent to. */
export async function launchGame(game: GameRef & { name?: string }, navigate: Navigate): Promise<void> {
  if (launching) return;
  const member = session.value !== null;
  launching = true;
  const hide = showBusy();
  try {
    // Only the lottery vendors need the prize mode, from the vendor data (usually loaded already).
    const lottery = member && /^E?LOTT/.test(game.vendor);
    const categories = lottery ? await loadVendorData().catch(() => []) : [];
    const step = launchStep(game, prizeModeOf(categories), member);
    // "No session: go to /m/login, replacing the history entry" (doc. 2 §4), saying why, and
    // coming back to this page after the login (docs/decisions.md, "A guest taps a game").
    if (step.kind === 'login') {
      return navigate(href(paths.login, { redirect: location.pathname + location.search, play: game.name }), { replace: true });
    }
    if (step.kind === 'route') return navigate(step.to);
    // The game page's way back leads to this page (a list: to the same place in it).
    opener.open(await launchUrl({ ...step.params, backUrl: location.pathname + location.search }));
  } catch (e) {
    // The server's own message when it sent one (an ApiError without one carries its code).
    const own = e instanceof ApiError && e.message !== e.errorCode ? e.message : '';
    showToast(own || t`Could not start the game, try again`, { kind: 'error' });
  } finally {
    hide();
    launching = false;
  }
}
