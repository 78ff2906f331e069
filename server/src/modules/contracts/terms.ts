import type { ContractKind, ContractTier } from '../../../../contract/contracts.ts';

/**
 * A contract's tiers (docs/agent-area.md, "Contracts, salaries and dividends"), kept in paisa
 * (`from`; a salary's `pay`) and basis points (a dividend's `pay`), ascending in `from`.
 */

export interface Tier {
  fromMinor: number;
  pay: number;
}

export const CONTRACT_KINDS: readonly ContractKind[] = ['daily', 'hourly', 'dividend'];
export const isContractKind = (v: unknown): v is ContractKind => CONTRACT_KINDS.includes(v as ContractKind);

const TIER = /^(\d{1,9}(?:\.\d{1,2})?):(\d{1,9}(?:\.\d{1,2})?)$/;
const MAX_TIERS = 10;
const toMinor = (taka: string): number => Math.round(Number(taka) * 100);

/**
 * `FROM:PAY,FROM:PAY…` (taka; a dividend's PAY in %, 0.01–100), e.g. `50000:500,100000:1200` or
 * `0:30,100000:40`. Ascending in FROM, each PAY above 0: else an Error saying what is wrong.
 */
export function parseTiers(kind: ContractKind, text: string): Tier[] {
  const tiers = text.split(',').map((part): Tier => {
    const m = TIER.exec(part.trim());
    if (!m) throw new Error(`Bad tier '${part}': FROM:PAY in taka${kind === 'dividend' ? ' (PAY in %)' : ''}`);
    const pay = toMinor(m[2] ?? '');
    if (pay <= 0 || (kind === 'dividend' && pay > 10_000)) throw new Error(`Bad pay in '${part}'`);
    return { fromMinor: toMinor(m[1] ?? ''), pay };
  });
  if (tiers.length > MAX_TIERS) throw new Error(`At most ${MAX_TIERS} tiers`);
  tiers.forEach((t, i) => {
    if (i > 0 && t.fromMinor <= (tiers[i - 1]?.fromMinor ?? -1)) throw new Error('Tiers must rise in FROM');
  });
  return tiers;
}

/** The stored JSON: [{"from": paisa, "pay": paisa or basis points}]. */
export const tiersJson = (tiers: readonly Tier[]): string => JSON.stringify(tiers.map((t) => ({ from: t.fromMinor, pay: t.pay })));
export const tiersOf = (json: string): Tier[] =>
  (JSON.parse(json) as Array<{ from: number; pay: number }>).map((t) => ({ fromMinor: t.from, pay: t.pay }));

/** As the answers show them: taka, and a dividend's pay in %. */
export const wireTiers = (tiers: readonly Tier[]): ContractTier[] => tiers.map((t) => ({ from: t.fromMinor / 100, pay: t.pay / 100 }));

/** The highest tier the period's figure (paisa: a salary's team stake, a dividend's net loss)
 *  reaches, or none. A salary tier from 0 is a base salary, paid on a day without bets too; a
 *  dividend needs a loss: a period the team won pays none. */
export function tierReached(kind: ContractKind, tiers: readonly Tier[], figureMinor: number): Tier | undefined {
  if (kind === 'dividend' && figureMinor <= 0) return undefined;
  return tiers.filter((t) => t.fromMinor <= figureMinor).at(-1);
}

/** What a period pays under the tier: a salary's pay, or a dividend's share of the net loss (paisa, rounded down). */
export const amountFor = (kind: ContractKind, tier: Tier | undefined, netMinor: number): number =>
  !tier ? 0 : kind === 'dividend' ? Math.floor((netMinor * tier.pay) / 10_000) : tier.pay;
