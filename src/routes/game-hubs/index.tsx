// /m/gameCenter, /m/slotsCenter and /m/gameLobby (one module: it reads the path; what each shows is
// decided in docs/games-pages.md): every category as a card; the slot providers and the hot slots;
// one category's providers. /m/gameLobby without a known category goes to the game centre, and
// with a lottery category to the lottery lobby (lottery has its own lobby).

import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter-preact';
import { normalisePath, paths } from '@/lib/paths';
import { CategoryLobby } from './CategoryLobby';
import { GameCenter } from './GameCenter';
import { HotSlots } from './HotSlots';
import { Waiting } from './parts';
import { useCategories } from './use-categories';
import { isLotteryCategory } from '@/lib/categories';
import css from './hubs.module.css';

/** A category's providers once the vendor data is known; `orElse` when the merchant has no such category. */
function Lobby({ gameType, orElse = null }: { gameType: string; orElse?: ReactNode }) {
  const categories = useCategories();
  if (!categories.list) return <Waiting state={categories} />;
  const category = categories.list.find((c) => c.category === gameType);
  return category ? <CategoryLobby category={category} /> : orElse;
}

function GameLobby() {
  const gameType = (new URLSearchParams(useSearch()).get('gameType') ?? '').toUpperCase();
  const toCentre = <Redirect to={paths.gameCenter} replace />;
  if (isLotteryCategory(gameType)) return <Redirect to={paths.lottery} replace />;
  return gameType ? <Lobby gameType={gameType} orElse={toCentre} /> : toCentre;
}

export default function GameHubsPage() {
  const path = normalisePath(useLocation()[0]);
  return (
    <div class={css.page}>
      {path === paths.gameLobby ? (
        <GameLobby />
      ) : path === paths.slotsCenter ? (
        <>
          <Lobby gameType="RNG" />
          <HotSlots />
        </>
      ) : (
        <GameCenter />
      )}
    </div>
  );
}
