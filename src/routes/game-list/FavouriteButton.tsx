// The favourite toggle on a game tile (specification doc. 2 §2 "Game tile", §4 "Favourite toggle"):
// a star over the tile's corner. Guests go to the login page and come back to this list; members
// see the change at once (state/favourites.ts undoes it if the server refuses).

import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter-preact';
import type { Game } from '@/api/games';
import { href, paths } from '@/lib/paths';
import { favouriteIds, toggleFavourite } from '@/state/favourites';
import { session } from '@/state/session';
import css from './game-list.module.css';

export function FavouriteButton({ game }: { game: Game }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const on = favouriteIds.value.has(game.nodeId);
  const name = game.name;
  const onClick = () =>
    session.peek() ? void toggleFavourite(game) : navigate(href(paths.login, { redirect: location.pathname + location.search }));
  return (
    <button type="button" class={css.fav} aria-pressed={on} aria-label={t`Favourite: ${name}`} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.8l-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          stroke-width="1.6"
          stroke-linejoin="round"
        />
      </svg>
    </button>
  );
}
