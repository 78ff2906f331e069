// The member's favourite games (specification doc. 2 §4 "Favourite toggle"): the ids that mark the
// tiles, and the toggle. The change shows at once (optimistic); when the server refuses, it is
// undone and a toast says so. Guests have no favourites: the caller sends them to log in.

import { signal } from '@preact/signals-react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addFavourite, fetchFavouriteIds, removeFavourite, type FavouriteRef } from '@/api/favourites';
import { session } from './session';
import { showToast } from './ui';

/** The member's favourite node ids; empty for guests and until loaded. */
export const favouriteIds = signal<ReadonlySet<string>>(new Set());

/** The token the ids were loaded for: another member (or none) starts from nothing. */
let loadedFor: string | null = null;
/** Games whose change is on its way: another tap meanwhile is ignored (no crossing requests). */
const pending = new Set<string>();

session.subscribe((s) => {
  if ((s?.token ?? null) === loadedFor) return;
  loadedFor = null;
  favouriteIds.value = new Set();
});

/** Loads the ids once per session; a failure leaves them empty (tiles simply show unmarked). */
export async function loadFavouriteIds(): Promise<void> {
  const token = session.peek()?.token;
  if (!token || loadedFor === token) return;
  loadedFor = token;
  try {
    const ids = await fetchFavouriteIds();
    if (session.peek()?.token === token) favouriteIds.value = new Set([...ids, ...favouriteIds.peek()]);
  } catch {
    if (loadedFor === token) loadedFor = null;
  }
}

/** Games the server just listed as favourites (the favourites tab) count as such at once, even
 *  before (or without) the list of ids. */
export function noteFavourites(nodeIds: readonly string[]): void {
  if (nodeIds.some((id) => !favouriteIds.peek().has(id))) favouriteIds.value = new Set([...favouriteIds.peek(), ...nodeIds]);
}

function mark(nodeId: string, on: boolean): void {
  const next = new Set(favouriteIds.peek());
  if (on) next.add(nodeId);
  else next.delete(nodeId);
  favouriteIds.value = next;
}

/** Makes the game a favourite or not. Asking for what already holds does nothing (doc. 2 §4:
 *  adding a favourite twice does nothing). Resolves false when the change was undone. */
export async function setFavourite(game: FavouriteRef, on: boolean): Promise<boolean> {
  const { nodeId } = game;
  if (!session.peek() || pending.has(nodeId) || favouriteIds.peek().has(nodeId) === on) return true;
  pending.add(nodeId);
  mark(nodeId, on);
  try {
    await (on ? addFavourite(game) : removeFavourite(game));
    return true;
  } catch {
    mark(nodeId, !on);
    showToast(i18n._(msg`Could not update your favourites, try again`), { kind: 'error' });
    return false;
  } finally {
    pending.delete(nodeId);
  }
}

export const toggleFavourite = (game: FavouriteRef): Promise<boolean> => setFavourite(game, !favouriteIds.peek().has(game.nodeId));

/** Tests: forget everything. */
export function forgetFavourites(): void {
  loadedFor = null;
  pending.clear();
  favouriteIds.value = new Set();
}
