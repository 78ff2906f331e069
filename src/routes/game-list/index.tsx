// The game list of one game type (specification doc. 2 §2 "Game list screen", §4, §9):
// name search applied on Enter, the quick tabs, the vendor carousel, the filter drawer and the
// games in a virtualised grid that loads the next page near its end. The whole choice lives in the
// address (lib/game-list-query.ts): every change is a navigation that replaces it, and the list
// starts again at page 1. Names come in the request's language: a language change reloads the list
// 200 ms later (debounced).

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter-preact';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { useCategoryLabel } from '@/i18n/category-labels';
import { afterLanguageChange, locale } from '@/i18n/locale';
import { HOT, reorderCategories } from '@/lib/categories';
import { LIST_TABS, listSearch, parseListQuery, withName, withTab, type ListQuery, type ListTab } from '@/lib/game-list-query';
import { href, paths } from '@/lib/paths';
import { loadFavouriteIds } from '@/state/favourites';
import { createPagedList, fetcherFor } from '@/state/game-list';
import { GAMES_RELOAD_DELAY, loadVendorData, vendorCategories } from '@/state/home-games';
import { session } from '@/state/session';
import { FilterDrawer } from './FilterDrawer';
import { GameGrid } from './GameGrid';
import { keepList, savePlace, takeKeptList, takePlace } from './place-memory';
import { SearchBar } from './SearchBar';
import { VendorCarousel } from './VendorCarousel';
import css from './game-list.module.css';

/** These types are split by vendor on the client, so their list waits for the vendor data. */
const SPLIT_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];
/** Guests have no recent games or favourites (doc. 2 §6). */
const MEMBER_TABS: readonly ListTab[] = ['recent', 'fav'];

export default function GameListPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = useMemo(() => parseListQuery(search), [search]);
  const listKey = listSearch(query);
  const member = session.value !== null;
  const categories = vendorCategories.value;
  const categoryLabel = useCategoryLabel();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The list and the place in it are remembered per list and language (place-memory.ts).
  const listKeyRef = useRef(listKey);
  listKeyRef.current = listKey;
  const placeKey = () => `${locale.peek()}|${listKeyRef.current}`;
  const [{ list, keptY }] = useState(() => {
    const kept = takeKeptList(placeKey());
    return { list: kept?.list ?? createPagedList(), keptY: kept?.y };
  });
  const firstStart = useRef(true);

  const show = (next: ListQuery) => navigate(`${paths.gameList}?${listSearch(next)}`, { replace: true });
  const guestTab = !member && MEMBER_TABS.includes(query.tab);
  // Without the vendor data a split type still shows a list: all of SPORTS (tabFilter's fallback).
  const [vendorsFailed, setVendorsFailed] = useState(false);
  const ready = !SPLIT_TYPES.includes(query.gameType) || categories.length > 0 || vendorsFailed;

  useEffect(() => void loadVendorData().catch(() => setVendorsFailed(true)), []);
  useEffect(() => void (member && loadFavouriteIds()), [member]);

  useEffect(() => {
    if (!ready || guestTab) return;
    const begin = (pages?: number) => list.start(fetcherFor(query, vendorCategories.peek()), pages);
    if (firstStart.current && keptY !== undefined) scrollTo(0, keptY);
    else if (firstStart.current) {
      const place = takePlace(placeKey());
      // After the grid has grown to the restored pages (it renders on the next frames).
      void begin(place?.pages).then(() => place && requestAnimationFrame(() => requestAnimationFrame(() => scrollTo(0, place.y))));
    } else {
      scrollTo(0, 0);
      void begin();
    }
    firstStart.current = false;
    return afterLanguageChange(() => void begin(), GAMES_RELOAD_DELAY);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listKey stands for the query (a new object every render)
  }, [listKey, ready, guestTab]);

  // Leaving: the list stays in memory for an in-app return; a game or a reload leaves the page,
  // so its place is also written down.
  useEffect(() => {
    // The browser would put back an old offset on a list that has not loaded yet: we do it.
    history.scrollRestoration = 'manual';
    const hide = () => savePlace(placeKey(), list.state.peek().page, scrollY);
    addEventListener('pagehide', hide);
    return () => {
      removeEventListener('pagehide', hide);
      list.stop();
      keepList(placeKey(), list, scrollY);
      history.scrollRestoration = 'auto';
    };
  }, [list]);

  const ordered = reorderCategories(categories);
  const category = ordered.find((c) => c.category === query.gameType);
  const vendors = category?.vendors ?? [];
  const typeName = query.gameType ? categoryLabel(query.gameType) : t`All games`;
  const tabLabels: Record<ListTab, string> = { all: t`All`, hot: categoryLabel(HOT), recent: t`Recent`, fav: t`Favourites` };
  const selectTab = (tab: ListTab) =>
    !member && MEMBER_TABS.includes(tab)
      ? navigate(href(paths.login, { redirect: `${paths.gameList}?${listSearch(withTab(query, tab))}` }))
      : show(withTab(query, tab));

  return (
    <div class={css.page}>
      <div class={css.bar}>
        <h1 class={css.title}>{typeName}</h1>
        <SearchBar value={query.name} onSearch={(name) => show(withName(query, name))} />
        <button type="button" class={css.filterButton} aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          {t`Filters`}
        </button>
      </div>
      <Tabs label={t`Game lists`} tabs={LIST_TABS.map((id) => ({ id, label: tabLabels[id] }))} selected={query.tab} onSelect={selectTab} />
      <VendorCarousel vendors={vendors} selected={query.vendors} onSelect={(v) => show({ ...query, vendors: v })} />
      <div {...tabPanelProps(query.tab)} class={css.panel}>
        {guestTab ? (
          <p class={css.note}>
            {t`Log in to see your recent games and favourites.`}{' '}
            <Link href={href(paths.login, { redirect: `${paths.gameList}?${listKey}` })}>{t`Log in`}</Link>
          </p>
        ) : (
          <GameGrid list={list} label={t`${typeName}: ${tabLabels[query.tab]}`} favouritesView={query.tab === 'fav'} />
        )}
      </div>
      {filtersOpen && (
        <FilterDrawer
          query={query}
          vendors={vendors}
          categories={ordered.map((c) => c.category)}
          onApply={(next) => {
            setFiltersOpen(false);
            show(next);
          }}
          onClose={() => setFiltersOpen(false)}
        />
      )}
    </div>
  );
}
