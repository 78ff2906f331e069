// The filter drawer (specification doc. 2 §2 "Game list screen", §5, §9): the vendors; the
// classification and the minimum bet only for RNG; submit and reset; and the other categories,
// which switch the list (lottery opens the lottery lobby). Choices are a draft until submitted;
// reset returns the draft to the defaults.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter-preact';
import { Modal } from '@/components/modal/Modal';
import { useCategoryLabel } from '@/i18n/category-labels';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { categoryHref, type Vendor } from '@/lib/categories';
import { defaultFilters, isRngList, MIN_BETS, RNG_CLASSES, withFilters, type ListQuery, type RngClass } from '@/lib/game-list-query';
import { ChoiceGroup } from './ChoiceGroup';
import css from './game-list.module.css';

export interface FilterDrawerProps {
  query: ListQuery;
  vendors: readonly Vendor[];
  /** Every category of the merchant, in the players' order. */
  categories: readonly string[];
  onApply: (next: ListQuery) => void;
  onClose: () => void;
}

export function FilterDrawer({ query, vendors, categories, onApply, onClose }: FilterDrawerProps) {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  const [draft, setDraft] = useState({ vendors: query.vendors, classify: query.classify, minBet: query.minBet });
  const rng = isRngList(query);
  const classNames: Record<RngClass, string> = {
    ALL: t`All`,
    NEW: t`New`,
    SC: t`Slots`,
    VP: t`Video poker`,
    JP: t`Jackpot`,
    TG: t`Table games`,
    AC: t`Arcade`,
    BG: t`Bingo`,
  };
  const toggleVendor = (v: string) =>
    setDraft({ ...draft, vendors: draft.vendors.includes(v) ? draft.vendors.filter((x) => x !== v) : [...draft.vendors, v] });

  return (
    <Modal title={t`Filters`} closeLabel={t`Close`} onClose={onClose} class={css.drawer}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply(withFilters(query, draft));
        }}
      >
        {vendors.length > 0 && (
          <ChoiceGroup
            legend={t`Vendors`}
            type="checkbox"
            options={vendors.map((v) => ({ value: v.vendor, label: v.name || v.vendor }))}
            isChecked={(v) => draft.vendors.includes(v)}
            onPick={toggleVendor}
          />
        )}
        {rng && (
          <>
            <ChoiceGroup
              legend={t`Game type`}
              type="radio"
              options={RNG_CLASSES.map((c) => ({ value: c, label: classNames[c] }))}
              isChecked={(c) => draft.classify === c}
              onPick={(classify) => setDraft({ ...draft, classify })}
            />
            <ChoiceGroup
              legend={t`Minimum bet`}
              type="radio"
              options={MIN_BETS.map((b) => ({ value: b, label: b ? formatNumber(Number(b), locale.value) : t`All` }))}
              isChecked={(b) => draft.minBet === b}
              onPick={(minBet) => setDraft({ ...draft, minBet })}
            />
          </>
        )}
        <div class={css.drawerActions}>
          <button type="button" onClick={() => setDraft(defaultFilters(query.gameType))}>
            {t`Reset`}
          </button>
          <button type="submit" class={css.primary}>
            {t`Apply`}
          </button>
        </div>
      </form>
      <nav aria-label={t`Other games`} class={css.categories}>
        {categories
          .filter((c) => c !== query.gameType)
          .map((c) => (
            <Link key={c} href={categoryHref(c)} onClick={onClose}>
              {categoryLabel(c)}
            </Link>
          ))}
      </nav>
    </Modal>
  );
}
