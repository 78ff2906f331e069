import type { GameItem, GameListAnswer, GameType, GameTypeFilter, VendorData, VendorName } from '../../../../contract/games.ts';
import type { Db } from '../../db/connection.ts';
import type { Merchant } from '../merchants/merchants.ts';

/**
 * The games catalogue as the platform's relay calls show it (reference §7.1–7.6): game items
 * with names in the request's language, hot games, and where the merchant files each vendor.
 */

export type Language = Merchant['defaultLanguage'];

export const GAME_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE'] as const satisfies readonly GameType[];

/** Every game type the platform's calls take (contract GameTypeFilter). */
export const GAME_TYPE_FILTERS = [...GAME_TYPES, 'ESPORTS', 'COCKFIGHT', 'SPB', 'MXWIN'] as const satisfies readonly GameTypeFilter[];

/** The lanes the platform's clients split out of a type by vendor (reference §7.5, §8). DS88 is
 *  cockfight too, as in our client (src/lib/categories.ts). */
const SPLIT_TYPES: Partial<Record<GameTypeFilter, { gameType: GameType; vendors: string[] }>> = {
  ESPORTS: { gameType: 'SPORTS', vendors: ['IMES', 'TF', 'IA'] },
  COCKFIGHT: { gameType: 'SPORTS', vendors: ['SV3', 'DS88'] },
  SPB: { gameType: 'RNG', vendors: ['SPB', 'SS'] },
};

export const marks = (list: readonly unknown[]): string => list.map(() => '?').join(', ');

/** The condition on `games g` a type filter puts, with its parameters; undefined: every type.
 *  LOTT also matches ELOTT (both sit in the LOTT category); a type without games (MXWIN)
 *  matches nothing. */
export function typeCondition(filter: GameTypeFilter | undefined): { sql: string; params: string[] } | undefined {
  if (!filter) return undefined;
  const split = SPLIT_TYPES[filter];
  if (split) return { sql: `g.game_type = ? AND g.vendor IN (${marks(split.vendors)})`, params: [split.gameType, ...split.vendors] };
  const types = filter === 'LOTT' ? ['LOTT', 'ELOTT'] : [filter];
  return { sql: `g.game_type IN (${marks(types)})`, params: types };
}

/** What a query selects from `games g` to build an item (both names; the language picks one). */
export const GAME_COLUMNS = `g.id, g.node_id AS nodeId, g.game_id AS gameId, g.game_code AS gameCode,
  g.name_bn AS nameBn, g.name_en AS nameEn, g.game_type AS gameType, g.vendor, g.icon_url AS iconUrl,
  g.room_id AS roomId, g.support_play AS supportPlay, g.classify`;

export interface GameRow {
  id: number;
  nodeId: number;
  gameId: string;
  gameCode: string;
  nameBn: string;
  nameEn: string;
  gameType: GameType;
  vendor: string;
  iconUrl: string;
  roomId: string;
  supportPlay: number;
  classify: string;
}

export const nameIn = (row: Pick<GameRow, 'nameBn' | 'nameEn'>, language: Language): string => (language === 'EN' ? row.nameEn : row.nameBn);

export function toGameItem(row: GameRow, language: Language): GameItem {
  const name = nameIn(row, language);
  return {
    nodeId: String(row.nodeId),
    gameId: row.gameId,
    gameCode: row.gameCode,
    gameName: name,
    nodeName: name,
    displayName: name,
    gameType: row.gameType,
    vassalage: row.vendor,
    iconUrl: row.iconUrl,
    mobileLargeIcon: row.iconUrl,
    defaultIcon: row.iconUrl,
    showIcon: row.iconUrl,
    defaultLanguage: row.nameEn,
    isGame: '1',
    nodeTypeManageId: row.gameCode,
    roomId: row.roomId,
    supportPlay: row.supportPlay === 1 ? '1' : '0',
    isGameH5: '1',
    playType: '',
    gameClassifyNew: row.classify,
    lottoMode: '',
  };
}

export const HOT_GAMES_MAX = 30;

export interface HotGamesQuery {
  language: Language;
  /** As typeCondition() reads it. */
  gameType?: GameTypeFilter;
  /** Vendor codes; empty = all. */
  vendors: string[];
}

/** GCSGAME_hotGamesV2: at most 30 hot games in the merchant's hot order. */
export function hotGames(db: Db, merchant: string, query: HotGamesQuery): GameListAnswer {
  const type = typeCondition(query.gameType);
  const rows = db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM games g
     WHERE g.merchant = ? AND g.hot_rank IS NOT NULL
       ${type ? `AND ${type.sql}` : ''}
       ${query.vendors.length > 0 ? `AND g.vendor IN (${marks(query.vendors)})` : ''}
     ORDER BY g.hot_rank LIMIT ${HOT_GAMES_MAX}`,
    )
    .all(merchant, ...(type?.params ?? []), ...query.vendors) as GameRow[];
  return { list: rows.map((row) => toGameItem(row, query.language)) };
}

/** GCSGAME_getVassGameType: the categories in the merchant's order, each with its vendors. */
export function vendorData(db: Db, merchant: string): VendorData {
  const rows = db
    .prepare(
      `SELECT vc.category, vc.game_type AS gameType, vc.vendor AS vassalage, v.display_name AS accountTypeName
     FROM vendor_categories vc
     JOIN merchant_categories mc ON mc.merchant = vc.merchant AND mc.category = vc.category
     JOIN vendors v ON v.merchant = vc.merchant AND v.code = vc.vendor
     WHERE vc.merchant = ?
     ORDER BY mc.sort_order, vc.sort_order, vc.vendor`,
    )
    .all(merchant) as Array<{ category: string; gameType: string; vassalage: string; accountTypeName: string }>;
  const byCategory = new Map<string, VendorName[]>();
  for (const { category, ...vendor } of rows) byCategory.set(category, [...(byCategory.get(category) ?? []), vendor]);
  const sortingList = [...byCategory].map(([gameCategory, vendorNames]) => ({ gameCategory, vendorNames }));
  const content = Object.fromEntries(
    sortingList.map(({ gameCategory, vendorNames }) => [gameCategory, Object.fromEntries(vendorNames.map((v) => [v.vassalage, [v]]))]),
  );
  return { sortingList, content };
}

export interface VendorEntry {
  vassalage: string;
  displayName: string;
  /** The vendor's entries' game types, in the merchant's category order. */
  gameTypes: string[];
}

/** GCSGAME_getVassalage: every vendor the merchant files somewhere, in the merchant's vendor order. */
export function vendorList(db: Db, merchant: string): { list: VendorEntry[] } {
  const rows = db
    .prepare(
      `SELECT vc.vendor AS vassalage, v.display_name AS displayName, vc.game_type AS gameType
     FROM vendor_categories vc
     JOIN merchant_categories mc ON mc.merchant = vc.merchant AND mc.category = vc.category
     JOIN vendors v ON v.merchant = vc.merchant AND v.code = vc.vendor
     WHERE vc.merchant = ?
     ORDER BY min(vc.sort_order) OVER (PARTITION BY vc.vendor), vc.vendor, mc.sort_order`,
    )
    .all(merchant) as Array<Omit<VendorEntry, 'gameTypes'> & { gameType: string }>;
  const vendors = new Map<string, VendorEntry>();
  for (const { gameType, ...vendor } of rows) {
    const entry = vendors.get(vendor.vassalage) ?? { ...vendor, gameTypes: [] };
    entry.gameTypes.push(gameType);
    vendors.set(vendor.vassalage, entry);
  }
  return { list: [...vendors.values()] };
}
