// A game tile: the icon and the name on one button that starts the game. Extras (the game list's
// favourite toggle) come as children, drawn over the tile's corner. The icon box has a fixed size
// and a placeholder tint, so nothing moves when the image arrives. A tile whose game is not known
// yet (home's first row before its answer) has an <img> without a source and an empty name, the
// slots the inline start-up script fills (src/early.ts, `img+span`).

import type { ReactNode } from 'react';
import css from './GameTile.module.css';

export interface GameTileProps {
  name: string;
  /** Resolved image address ('' shows the placeholder only; undefined: not known yet, an image
   *  slot without a source). */
  icon: string | undefined;
  onSelect: () => void;
  /** The icon's Element Timing name (`elementtiming`): home's first row says when a game is first
   *  seen (docs/perf.md, "First game icon visible"; the field beacon reads it too). */
  timing?: string;
  children?: ReactNode;
}

/** Icons are drawn at this size (px); the CDN's game icons are square. */
const GAME_ICON_SIZE = 72;

export function GameTile({ name, icon, onSelect, children, timing }: GameTileProps) {
  return (
    <div class={css.tile}>
      <button type="button" class={css.button} onClick={onSelect}>
        {icon !== '' ? (
          <img
            class={css.icon}
            src={icon}
            alt=""
            width={GAME_ICON_SIZE}
            height={GAME_ICON_SIZE}
            // In view at once on home (its first row): fetched with the page, not after layout.
            loading={timing ? undefined : 'lazy'}
            decoding="async"
            elementtiming={timing}
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
