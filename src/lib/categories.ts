// The game categories as players see them. The platform files e-sports and cockfight vendors under
// SPORTS; the client splits them out (specification doc. 1 §4 and doc. 2 §4 "Category ordering",
// constants doc. 2 §3): ESPORTS right after SPORTS, COCKFIGHT right before it.

import { href, paths } from './paths';

export interface Vendor {
  vendor: string;
  /** The game type the server files the vendor's games under. */
  gameType: string;
  name: string;
}

/** One category of the merchant's sorting list (`GCSGAME_getVassGameType`). */
export interface VendorCategory {
  category: string;
  vendors: Vendor[];
}

const ESPORTS_VENDORS = ['TF', 'IA'];
const COCKFIGHT_VENDORS = ['DS88', 'SV3'];

/** The categories in the merchant's order with ESPORTS and COCKFIGHT split out of SPORTS. A
 *  category left without vendors disappears. */
export function reorderCategories(list: readonly VendorCategory[]): VendorCategory[] {
  const out: VendorCategory[] = [];
  for (const c of list) {
    if (c.category !== 'SPORTS') {
      out.push(c);
      continue;
    }
    const pick = (codes: string[]) => c.vendors.filter((v) => codes.includes(v.vendor));
    out.push(
      { category: 'COCKFIGHT', vendors: pick(COCKFIGHT_VENDORS) },
      { category: 'SPORTS', vendors: c.vendors.filter((v) => ![...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS].includes(v.vendor)) },
      { category: 'ESPORTS', vendors: pick(ESPORTS_VENDORS) },
    );
  }
  return out.filter((c) => c.vendors.length > 0);
}

export const HOT = 'HOT';

/** The categories players see a name for (doc. 2 §2): the platform's, HOT and the two split out of
 *  SPORTS. i18n/category-labels.ts names each one; the merchant's vendor data may hold others. */
export type GameCategory = typeof HOT | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'FISH' | 'LIVE' | 'PVP' | 'ELOTT' | 'LOTT' | 'RNG' | 'INHOUSE';

export const isLotteryCategory = (category: string): boolean => category === 'LOTT' || category === 'ELOTT';

/** Where a category's games are: the lottery lobby for lottery (doc. 2 §2), else its game list. */
export const categoryHref = (category: string): string =>
  isLotteryCategory(category) ? paths.lottery : href(paths.gameList, { gameType: category });

/** The popular-games tabs: HOT first, then the reordered categories. */
export const popularTabs = (list: readonly VendorCategory[]): string[] => [HOT, ...reorderCategories(list).map((c) => c.category)];

/** Which hot games a tab shows. HOT: all of them. The split categories are SPORTS on the server,
 *  so they (and what is left of SPORTS) ask for their own vendors; the others for their type. */
export function tabFilter(tab: string, list: readonly VendorCategory[]): { gameType?: string; vendors?: string[] } {
  if (tab === HOT) return {};
  if (!['SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(tab)) return { gameType: tab };
  const category = reorderCategories(list).find((c) => c.category === tab);
  return { gameType: 'SPORTS', vendors: category?.vendors.map((v) => v.vendor) ?? [] };
}
