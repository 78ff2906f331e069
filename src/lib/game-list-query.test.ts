// The game list's address: parsing (defaults, sanitising, HOT, RNG-only filters), writing (defaults
// left out), and the changes a tab, a search or the drawer make.
import { describe, expect, it } from 'vitest';
import { defaultFilters, isRngList, listSearch, parseListQuery, withFilters, withName, withTab, type ListQuery } from './game-list-query';

const base: ListQuery = { gameType: '', tab: 'all', vendors: [], name: '', classify: '', minBet: '' };
const rng: ListQuery = { ...base, gameType: 'RNG', classify: 'NEW' };

describe('parseListQuery', () => {
  it('reads an empty address as every game, all tab', () => {
    expect(parseListQuery('')).toEqual(base);
    expect(parseListQuery('?tab=nope&gameType=')).toEqual(base);
  });

  it('starts the RNG all tab at NEW; classify=ALL is the explicit "every class"', () => {
    expect(parseListQuery('gameType=RNG')).toEqual(rng);
    expect(parseListQuery('gameType=rng&classify=all').classify).toBe('ALL');
    expect(parseListQuery('gameType=RNG&classify=sc').classify).toBe('SC');
    expect(parseListQuery('gameType=RNG&classify=XX').classify).toBe('NEW');
  });

  it('turns the home page HOT link into the hot tab of every type', () => {
    expect(parseListQuery('gameType=HOT')).toEqual({ ...base, tab: 'hot' });
    expect(parseListQuery('gameType=hot&tab=fav')).toEqual({ ...base, tab: 'hot' });
  });

  it('keeps only letters in the type, upper-cased', () => {
    expect(parseListQuery('gameType=%20live%3Cscript%3E').gameType).toBe('LIVESCRIPT');
    expect(parseListQuery('gameType=e-sports').gameType).toBe('ESPORTS');
  });

  it('sanitises the vendor codes: upper-cased, trimmed, valid codes only, once each', () => {
    const long = 'A'.repeat(33);
    expect(parseListQuery(`vassalage=jl, PG ,,bad-code,JL,<b>,${long},TCG_LOTTO_VN`).vendors).toEqual(['JL', 'PG', 'TCG_LOTTO_VN']);
  });

  it('trims the name and cuts it to 64 characters', () => {
    expect(parseListQuery('name=%20%20gold%20').name).toBe('gold');
    expect(parseListQuery(`name=${'x'.repeat(100)}`).name).toBe('x'.repeat(64));
  });

  it('drops the classification and the minimum bet outside RNG', () => {
    expect(parseListQuery('gameType=LIVE&classify=SC&minBet=0.1')).toEqual({ ...base, gameType: 'LIVE' });
    expect(parseListQuery('classify=SC&minBet=0.1')).toEqual(base);
    expect(parseListQuery('gameType=RNG&minBet=0.1').minBet).toBe('0.1');
    expect(parseListQuery('gameType=RNG&minBet=0.02').minBet).toBe('');
  });
});

describe('listSearch', () => {
  it('leaves the defaults out', () => {
    expect(listSearch(base)).toBe('');
    expect(listSearch(rng)).toBe('gameType=RNG');
    expect(listSearch({ ...base, gameType: 'LIVE', classify: 'SC', minBet: '0.1' })).toBe('gameType=LIVE');
  });

  it('round-trips through parseListQuery', () => {
    const queries: ListQuery[] = [
      base,
      rng,
      { ...rng, tab: 'fav', vendors: ['JL', 'PG'], name: 'gold rush', classify: 'ALL', minBet: '0.75' },
      { ...rng, classify: 'JP', minBet: '0.01' },
      { ...base, gameType: 'ESPORTS', tab: 'recent', vendors: ['TF'] },
      { ...base, tab: 'hot', name: 'বাংলা & co' },
    ];
    for (const q of queries) expect(parseListQuery(listSearch(q))).toEqual(q);
    expect(listSearch(queries[2]!)).toBe('gameType=RNG&tab=fav&vassalage=JL%2CPG&name=gold+rush&classify=ALL&minBet=0.75');
  });

  it('writes a parsed address back the same way (no change on a second pass)', () => {
    // A name cut at 64 characters must not end with a space that the next parse trims away.
    const search = `gameType=RNG&name=${'a'.repeat(63)}%20bcd`;
    const once = parseListQuery(search);
    expect(parseListQuery(listSearch(once))).toEqual(once);
  });
});

describe('changes', () => {
  const chosen: ListQuery = { ...rng, vendors: ['JL'], name: 'gold', classify: 'SC', minBet: '0.5' };

  it('withTab resets the class (RNG all tab starts at NEW) and keeps the rest', () => {
    expect(withTab(chosen, 'hot')).toEqual({ ...chosen, tab: 'hot', classify: 'NEW' });
    expect(withTab({ ...chosen, tab: 'hot' }, 'all').classify).toBe('NEW');
    expect(withTab({ ...base, gameType: 'LIVE' }, 'recent')).toEqual({ ...base, gameType: 'LIVE', tab: 'recent' });
  });

  it('withName trims, cuts to 64 and shows the all tab', () => {
    expect(withName({ ...chosen, tab: 'fav' }, '  fortune  ')).toEqual({ ...chosen, name: 'fortune' });
    expect(withName(base, 'y'.repeat(80)).name).toBe('y'.repeat(64));
    expect(withName(chosen, '').name).toBe('');
  });

  it('withFilters keeps the class and the minimum bet for RNG only', () => {
    const f = { vendors: ['PG'], classify: 'JP', minBet: '0.05' };
    expect(withFilters(rng, f)).toEqual({ ...rng, ...f });
    expect(withFilters({ ...base, gameType: 'LIVE' }, f)).toEqual({ ...base, gameType: 'LIVE', vendors: ['PG'] });
  });

  it('defaultFilters: no vendors, NEW for RNG, no minimum bet', () => {
    expect(defaultFilters('RNG')).toEqual({ vendors: [], classify: 'NEW', minBet: '' });
    expect(defaultFilters('FISH')).toEqual({ vendors: [], classify: '', minBet: '' });
  });

  it('isRngList', () => {
    expect(isRngList(rng)).toBe(true);
    expect(isRngList({ gameType: 'LIVE' })).toBe(false);
  });
});
