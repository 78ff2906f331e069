import type { LaneClassify, VendorCard, VendorLanesAnswer, VendorName } from '../../../../contract/games.ts';
import type { Db } from '../../db/connection.ts';
import { vendorData, type Language } from './catalogue.ts';

/**
 * GCSGAME_newGameVendor (reference §7.5): the vendor lanes, one per category of the merchant's
 * sorting list (the same data as GCSGAME_getVassGameType), titled by its game type, its vendors
 * as cards. E-sports and cockfight vendors stay in the SPORTS lane, as on the platform: its
 * clients split them out. The RNG lane lists its classes with their game counts.
 */

/** The RNG classes in the platform's order, named as our client's filter names them. */
const RNG_CLASSES: ReadonlyArray<[key: string, en: string, bn: string]> = [
  ['SC', 'Slots', 'স্লট'],
  ['VP', 'Video poker', 'ভিডিও পোকার'],
  ['JP', 'Jackpot', 'জ্যাকপট'],
  ['TG', 'Table games', 'টেবিল গেম'],
  ['AC', 'Arcade', 'আর্কেড'],
  ['BG', 'Bingo', 'বিঙ্গো'],
];

function card(vendor: VendorName): VendorCard {
  // The server draws every vendor's logo (modules/images/vendor-logo.ts); the platform's several
  // icon sizes are the one picture here.
  const logo = `/cdn/vendors/${vendor.vassalage}.svg`;
  return {
    vassalage: vendor.vassalage,
    displayName: vendor.accountTypeName,
    title: vendor.accountTypeName,
    accountTypeName: vendor.accountTypeName,
    gameType: vendor.gameType,
    lagerIcon: logo,
    smallIcon: logo,
    mobileSmallIcon: logo,
    mobileLargeIcon: logo,
    h5Icon: logo,
    gameCode: '',
    isGame: 'VASSALAGE',
  };
}

/** The RNG classes the merchant has games of, with their counts. */
function rngClasses(db: Db, merchant: string, language: Language): LaneClassify[] {
  const rows = db
    .prepare("SELECT classify, count(*) AS n FROM games WHERE merchant = ? AND game_type = 'RNG' AND classify <> '' GROUP BY classify")
    .all(merchant) as Array<{ classify: string; n: number }>;
  const counts = new Map(rows.map((r) => [r.classify, r.n]));
  return RNG_CLASSES.filter(([key]) => counts.has(key)).map(([key, en, bn]) => ({
    key,
    displayName: language === 'EN' ? en : bn,
    gameCount: counts.get(key) ?? 0,
  }));
}

export function vendorLanes(db: Db, merchant: string, language: Language): VendorLanesAnswer {
  const lanes = vendorData(db, merchant).sortingList.map(({ gameCategory, vendorNames }) => ({
    title: gameCategory,
    cards: vendorNames.map(card),
    gameClassify: gameCategory === 'RNG' ? rngClasses(db, merchant, language) : [],
  }));
  return { data: { lanes } };
}
