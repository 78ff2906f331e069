// The DEPOSIT promotions the member may pick on the deposit form (docs/money.md, "Deposit
// promotions and turnover"): none or one, with the bonus the typed amount brings and the turnover
// it adds before a withdrawal, in plain words. The server checks the pick again and has the last word.

import { useLingui } from '@lingui/react/macro';
import type { DepositPromotion } from '@/api/deposit';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import css from './deposit.module.css';

/** The bonus on `credit` taka, as the server pays it: the percentage rounded down to the paisa, at most the cap. */
export const bonusOf = (p: DepositPromotion, credit: number): number => Math.min(Math.floor(credit * p.percent) / 100, p.cap);

interface Props {
  promotions: DepositPromotion[];
  /** The typed amount and what the balance receives (0 while the amount is not valid). */
  amount: number;
  credit: number;
  picked: number | null;
  onPick: (id: number | null) => void;
}

export function PromotionPick({ promotions, amount, credit, picked, onPick }: Props) {
  const { t } = useLingui();
  if (!promotions.length) return null;
  const l = locale.value;
  const chosen = promotions.find((p) => p.id === picked);
  const explain = (p: DepositPromotion): string => {
    const percent = p.percent;
    const cap = formatMoney(p.cap, l);
    const min = formatMoney(p.minDeposit, l);
    const terms = p.firstDepositOnly
      ? t`${percent}% up to ${cap} on your first deposit of ${min} or more.`
      : t`${percent}% up to ${cap} on a deposit of ${min} or more.`;
    if (amount <= 0) return terms;
    if (amount < p.minDeposit) return t`Deposit at least ${min} for this bonus.`;
    const bonus = bonusOf(p, credit);
    const times = p.turnoverMultiplier;
    const turnover = formatMoney(Math.round((credit + bonus) * times * 100) / 100, l);
    const bonusText = formatMoney(bonus, l);
    return t`Bonus ${bonusText} when the deposit succeeds. Then bet ${turnover} (${times} × deposit and bonus) before you can withdraw.`;
  };
  return (
    <div class={css.field}>
      <div class={css.chips} role="group" aria-label={t`Deposit bonus`}>
        <button type="button" aria-pressed={!chosen} onClick={() => onPick(null)}>{t`No bonus`}</button>
        {promotions.map((p) => (
          <button type="button" key={p.id} aria-pressed={p === chosen} onClick={() => onPick(p.id)}>
            {p.title}
          </button>
        ))}
      </div>
      {chosen && <p aria-live="polite">{explain(chosen)}</p>}
    </div>
  );
}
