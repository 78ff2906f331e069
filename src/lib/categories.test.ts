import { describe, expect, it } from 'vitest';
import { categoryHref, isLotteryCategory, popularTabs, reorderCategories, tabFilter, type VendorCategory } from './categories';

const cat = (category: string, ...vendors: string[]): VendorCategory => ({
  category,
  vendors: vendors.map((vendor) => ({ vendor, gameType: category, name: vendor })),
});
const names = (list: VendorCategory[]) => list.map((c) => `${c.category}:${c.vendors.map((v) => v.vendor).join(',')}`);

describe('reorderCategories (spec doc. 2 §4)', () => {
  it('splits TF/IA into ESPORTS after SPORTS and DS88/SV3 into COCKFIGHT before it', () => {
    const list = [cat('LIVE', 'EVO'), cat('SPORTS', 'SBO', 'TF', 'DS88', 'IA', 'SV3', 'CMD'), cat('RNG', 'JL')];
    expect(names(reorderCategories(list))).toEqual(['LIVE:EVO', 'COCKFIGHT:DS88,SV3', 'SPORTS:SBO,CMD', 'ESPORTS:TF,IA', 'RNG:JL']);
  });

  it('keeps the list as it is without SPORTS', () => {
    const list = [cat('LIVE', 'EVO'), cat('RNG', 'JL', 'PG')];
    expect(reorderCategories(list)).toEqual(list);
  });

  it('drops categories left empty, and SPORTS when all its vendors moved', () => {
    const list = [cat('SPORTS', 'TF', 'SV3'), cat('FISH'), cat('PVP', 'KM')];
    expect(names(reorderCategories(list))).toEqual(['COCKFIGHT:SV3', 'ESPORTS:TF', 'PVP:KM']);
  });

  it('adds no split categories when SPORTS has none of their vendors', () => {
    expect(names(reorderCategories([cat('SPORTS', 'SBO')]))).toEqual(['SPORTS:SBO']);
  });
});

describe('popular tabs', () => {
  const list = [cat('SPORTS', 'SBO', 'TF', 'SV3'), cat('LIVE', 'EVO'), cat('LOTT', 'TCG')];

  it('puts HOT first, then the reordered categories', () => {
    expect(popularTabs(list)).toEqual(['HOT', 'COCKFIGHT', 'SPORTS', 'ESPORTS', 'LIVE', 'LOTT']);
    expect(popularTabs([])).toEqual(['HOT']);
  });

  it('filters HOT by nothing, a category by its type, the SPORTS family by its vendors', () => {
    expect(tabFilter('HOT', list)).toEqual({});
    expect(tabFilter('LIVE', list)).toEqual({ gameType: 'LIVE' });
    expect(tabFilter('ESPORTS', list)).toEqual({ gameType: 'SPORTS', vendors: ['TF'] });
    expect(tabFilter('COCKFIGHT', list)).toEqual({ gameType: 'SPORTS', vendors: ['SV3'] });
    expect(tabFilter('SPORTS', list)).toEqual({ gameType: 'SPORTS', vendors: ['SBO'] });
  });
});

describe('where a category leads', () => {
  it('lottery (both types) to the lottery lobby, every other category to its game list', () => {
    expect(isLotteryCategory('LOTT') && isLotteryCategory('ELOTT')).toBe(true);
    expect(isLotteryCategory('RNG')).toBe(false);
    expect(categoryHref('ELOTT')).toBe('/m/lottery');
    expect(categoryHref('LOTT')).toBe('/m/lottery');
    expect(categoryHref('ESPORTS')).toBe('/m/gameList?gameType=ESPORTS');
  });
});
