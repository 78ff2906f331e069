import type { Db } from '../../src/db/connection.ts';
import { MERCHANT } from '../helpers.ts';
import { errorCodeOf, succeeded, type Answer, type PlannedRequest } from './fire.ts';
import type { RegisteredMember } from './registrations.ts';

/**
 * Favourite toggles under load. Each (member, game) pair is toggled exactly once in the burst,
 * so the end state is known whatever the order: every other pair starts as a favourite (added
 * before the burst) and is removed, the rest are added.
 */

export interface Game {
  ref: number;
  nodeId: number;
  vendor: string;
}

export interface FavouriteToggle {
  member: RegisteredMember;
  game: Game;
  action: 'add' | 'remove';
}

export function gamesOf(db: Db, count: number): Game[] {
  return db.prepare("SELECT id AS ref, node_id AS nodeId, vendor FROM games WHERE merchant = 'bdm01' ORDER BY id LIMIT ?").all(count) as Game[];
}

/** `perMember` games for each member, alternately to add and to remove. */
export function planToggles(members: RegisteredMember[], games: Game[], perMember: number): FavouriteToggle[] {
  return members.flatMap((member, m) =>
    Array.from({ length: perMember }, (_, g) => ({
      member,
      // Members start at different games, so the same game is toggled by many members at once.
      game: games[(m + g) % games.length]!,
      action: (m + g) % 2 === 0 ? 'add' : 'remove',
    })),
  );
}

export function toggleRequest(toggle: FavouriteToggle, action: 'add' | 'remove' = toggle.action): PlannedRequest {
  return {
    method: action === 'add' ? 'POST' : 'DELETE',
    path: action === 'add' ? '/wps/relay/MCSFE_addFavoriteGameV2' : '/wps/relay/MCSFE_removeFavoriteGameV2',
    headers: { ...MERCHANT, Authorization: toggle.member.token, 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify({ nodeId: String(toggle.game.nodeId), vendor: toggle.game.vendor }),
  };
}

/** The adds that make the 'remove' pairs favourites before the burst. */
export const setupRequests = (toggles: FavouriteToggle[]): PlannedRequest[] =>
  toggles.filter((t) => t.action === 'remove').map((t) => toggleRequest(t, 'add'));

const isFavourite = (db: Db, toggle: FavouriteToggle): boolean =>
  db.prepare('SELECT 1 FROM favourite_games WHERE member_id = ? AND game_ref = ?').get(toggle.member.id, toggle.game.ref) !== undefined;

/** Every toggle succeeded and the stored favourites are exactly the added pairs. */
export function checkToggles(db: Db, toggles: FavouriteToggle[], answers: Array<Answer | undefined>): string[] {
  const problems: string[] = [];
  toggles.forEach((toggle, i) => {
    const answer = answers[i];
    const pair = `${toggle.member.username}/${toggle.game.nodeId}`;
    if (!succeeded(answer)) problems.push(`favourite ${toggle.action} ${pair} failed: ${errorCodeOf(answer)}`);
    else if (isFavourite(db, toggle) !== (toggle.action === 'add'))
      problems.push(`favourite ${toggle.action} ${pair} answered success but is not stored`);
  });
  const members = [...new Set(toggles.map((t) => t.member.id))];
  const stored = members.reduce(
    (sum, id) => sum + (db.prepare('SELECT count(*) AS n FROM favourite_games WHERE member_id = ?').get(id) as { n: number }).n,
    0,
  );
  const added = toggles.filter((t) => t.action === 'add').length;
  if (stored !== added) problems.push(`favourites stored: ${stored}, expected ${added}`);
  return problems;
}
