// A game tile: the icon and the name on one button that starts the game. Extras (the game list's
// favourite toggle) come as children, drawn over the tile's corner. The icon box has a fixed size
// and a placeholder tint, so nothing moves when the image arrives.

import type { ReactNode } from 'react';
import css from './GameTile.module.css';

export interface GameTileProps {
  name: string;
  /** Resolved image address ('' shows the placeholder only). */
  icon: string;
  onSelect: () => void;
  children?: ReactNode;
}

/** Icons are drawn at this size (px); the CDN's game icons are square. */
const GAME_ICON_SIZE = 72;

export function GameTile({ name, icon, onSelect, children }: GameTileProps) {
  return (
    <div class={css.tile}>
      <button type="button" class={css.button} onClick={onSelect}>
        {icon ? (
          <img
            class={css.icon}
            src={icon}
            alt=""
            width={GAME_ICON_SIZE}
            height={GAME_ICON_SIZE}
            loading="lazy"
            decoding="async"
            elementtiming="game"
          />
        ) : (
          <span class={css.icon} />
        )}
        <span class={css.name}>{name}</span>
      </button>
      {children}
    </div>
  );
}
