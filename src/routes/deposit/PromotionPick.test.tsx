// The deposit form's promotion pick: none by default, one at a time, and what the picked one
// brings for the typed amount (the bonus, its cap, the minimum, the turnover) in plain words.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import type { DepositPromotion } from '@/api/deposit';
import { renderWithI18n } from '../../../tests/render';
import { bonusOf, PromotionPick } from './PromotionPick';

const firstDeposit: DepositPromotion = {
  id: 2,
  title: 'First deposit bonus',
  percent: 100,
  cap: 300,
  minDeposit: 500,
  turnoverMultiplier: 5,
  firstDepositOnly: true,
};

async function show(amount: number, picked: number | null = 2, locale: 'en' | 'bn' = 'en') {
  const onPick = vi.fn();
  await renderWithI18n(<PromotionPick promotions={[firstDeposit]} amount={amount} credit={amount} picked={picked} onPick={onPick} />, locale);
  return onPick;
}

describe('PromotionPick', () => {
  it('pays the percentage rounded down to the paisa, at most the cap', () => {
    expect(bonusOf(firstDeposit, 200)).toBe(200);
    expect(bonusOf(firstDeposit, 1000)).toBe(300);
    expect(bonusOf({ ...firstDeposit, percent: 10 }, 123.45)).toBe(12.34);
  });

  it('offers none or the promotion; picking sends its id, "No bonus" sends null', async () => {
    const onPick = await show(0, null);
    expect(screen.getByRole('button', { name: 'No bonus' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'First deposit bonus' }));
    expect(onPick).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'No bonus' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it('says the terms, the minimum, then the bonus and the turnover for the typed amount', async () => {
    await show(0);
    expect(screen.getByText(/100% up to ৳300\.00 on your first deposit of ৳500\.00 or more\./)).toBeInTheDocument();
  });

  it('under the minimum: asks for it', async () => {
    await show(400);
    expect(screen.getByText(/Deposit at least ৳500\.00 for this bonus\./)).toBeInTheDocument();
  });

  it('a valid amount: the bonus and (deposit + bonus) × 5 to bet', async () => {
    await show(1000);
    expect(screen.getByText(/Bonus ৳300\.00 when the deposit succeeds\. Then bet ৳6,500\.00 \(5 × deposit and bonus\)/)).toBeInTheDocument();
  });

  it('in Bengali, with Bengali digits', async () => {
    await show(1000, 2, 'bn');
    expect(screen.getByText(/ডিপোজিট সফল হলে ৩০০\.০০৳ বোনাস। এরপর উত্তোলনের আগে ৬,৫০০\.০০৳ বাজি ধরুন/)).toBeInTheDocument();
  });
});
