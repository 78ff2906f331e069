// Games (docs/api.md, "Games and the home page"; platform reference §7.1–7.7, §7.16): the game
// item every list shares, the home page's lists, the game list screen's pages, favourites and
// the launch. Names come in the request's language.

export type GameType = 'SPORTS' | 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'INHOUSE';

/** What the calls that take a `gameType` accept (platform reference §7.1, §7.5, §8): the types
 *  above and the platform's others. ESPORTS and COCKFIGHT are SPORTS vendors, SPB RNG vendors
 *  (as the platform's clients split them out); MXWIN has no games here. */
export type GameTypeFilter = GameType | 'ESPORTS' | 'COCKFIGHT' | 'SPB' | 'MXWIN';

/** The platform's game item. Flags are '1'/'0' strings, as on the wire. */
export interface GameItem {
  nodeId: string;
  gameId: string;
  gameCode: string;
  gameName: string;
  nodeName: string;
  displayName: string;
  gameType: GameType;
  /** The vendor's code. */
  vassalage: string;
  /** Origin-relative image path. */
  iconUrl: string;
  mobileLargeIcon: string;
  /** The same image: the platform's clients read the tile image from `defaultIcon`, then
   *  `showIcon` (platform reference §7.1; docs/api.md "Platform compatibility", its games rows). */
  defaultIcon: string;
  showIcon: string;
  /** The name in the catalogue's own language (EN), which the platform's clients read as a name. */
  defaultLanguage: string;
  /** '1': a game (a vendor tile would say 'VASSALAGE'). */
  isGame: '1';
  /** The game's code, under the name the platform's clients also read it by. */
  nodeTypeManageId: string;
  roomId: string;
  supportPlay: '1' | '0';
  isGameH5: '1';
  playType: '';
  /** RNG class (SC, VP, JP, TG, AC, BG) or ''. */
  gameClassifyNew: string;
  lottoMode: '';
}

/** Names other platform versions give the same facts (platform reference §7.7). The reference
 *  server sends none of them on a game item (a hot match names its vendor `vendor`); the client
 *  reads them where the usual name is missing. */
export interface GameItemVariants {
  vendor?: string;
  mobileSmallIcon?: string;
  h5Icon?: string;
}

/** A `{ list }` answer. GET /wps/relay/GCSGAME_hotGamesV2 answers one of game items: at most 30,
 *  in the merchant's hot order. */
export interface GameListAnswer<T = GameItem> {
  list: T[];
}

export interface VendorName {
  gameType: string;
  vassalage: string;
  /** The vendor's display name. */
  accountTypeName: string;
}

/** GET /wps/relay/GCSGAME_getVassGameType?typeId=1: the categories in the merchant's order. */
export interface VendorData {
  sortingList: Array<{ gameCategory: string; vendorNames: VendorName[] }>;
  /** The same keyed by category, then by vendor code (platform reference §7.6: `{ RNG: { JL: [...],
   *  PG: [...] } }`, as [G] reads it with `Object.keys`); each list holds the vendor's entry. */
  content: Record<string, Record<string, VendorName[]>>;
}

/** A win of the rank list: the player (masked) and the game, ready to launch under the game
 *  item's names. */
export interface WinnerVo extends Pick<
  GameItem,
  'gameName' | 'iconUrl' | 'nodeId' | 'gameId' | 'gameCode' | 'gameType' | 'vassalage' | 'roomId' | 'supportPlay'
> {
  /** Masked (`ra****n`). */
  customerName: string;
  /** Taka. */
  winAmount: number;
  currency: string;
  /** Epoch milliseconds. */
  winTime: number;
}

/** Other platform versions name the player `account` (platform reference §7.7). */
export interface WinnerVoVariants {
  account?: string;
}

/** A vendor card of a lane. Every icon is the vendor's logo (`/cdn/vendors/<code>.svg`). */
export interface VendorCard {
  vassalage: string;
  /** The vendor's name, also in `title` and `accountTypeName`. */
  displayName: string;
  title: string;
  accountTypeName: string;
  /** The type the vendor's games are filed under in this lane (ELOTT in the LOTT lane). */
  gameType: string;
  /** Sic: the platform's spelling. */
  lagerIcon: string;
  smallIcon: string;
  mobileSmallIcon: string;
  mobileLargeIcon: string;
  h5Icon: string;
  /** '': the card opens the vendor's list. */
  gameCode: '';
  isGame: 'VASSALAGE';
}

/** A class of the lane's games (RNG: SC, VP, JP, TG, AC, BG) and how many there are. */
export interface LaneClassify {
  key: string;
  /** In the request's language. */
  displayName: string;
  gameCount: number;
}

export interface VendorLane {
  /** The category's game type. */
  title: string;
  cards: VendorCard[];
  gameClassify: LaneClassify[];
}

/** GET /wps/relay/GCSGAME_newGameVendor: one lane per category, in the merchant's order. */
export interface VendorLanesAnswer {
  data: { lanes: VendorLane[] };
}

/** GET /wps/relay/GCSGAME_getRankList: the latest wins, newest first. */
export type RankListAnswer = GameListAnswer<{ vo: WinnerVo }>;

/** Other platform versions name the rank list `records` or `rankList`. */
export interface RankListVariants {
  records?: Array<{ vo: WinnerVo }>;
  rankList?: Array<{ vo: WinnerVo }>;
}

/** A hot match. It launches like a game, under the game item's names, except that it names its
 *  vendor `vendor` as other platforms do (GameItemVariants). */
export interface HotMatch extends Pick<GameItem, 'gameCode' | 'roomId' | 'nodeId' | 'supportPlay'>, Required<Pick<GameItemVariants, 'vendor'>> {
  league: string;
  /** Epoch milliseconds. */
  matchTime: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  gameType: 'SPORTS';
}

/** GET /wps/relay/GCSGAME_getGameMatchV2: upcoming first. */
export type HotMatchesAnswer = GameListAnswer<HotMatch>;

/** GET /wps/relay/GCSGAME_gameList: one page (1-based) of the catalogue. */
export interface CataloguePage {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** GET /wps/relay/GCS_recentGame: one page of the member's recent games, newest first. */
export interface RecentPage {
  list: GameItem[];
  totalPages: number;
}

/** GET /wps/relay/MCSFE_getFavoriteGamesList: one page of the member's favourites, newest first. */
export interface FavouritePage {
  content: GameItem[];
  pageNum: number;
  totalPages: number;
}

/** GET /wps/relay/MCSFE_getFavoriteGames: the node ids of the member's favourites. */
export type FavouriteIds = string[];

/** POST /wps/relay/MCSFE_addFavoriteGameV2 and DELETE …/MCSFE_removeFavoriteGameV2 (answer null). */
export interface FavouriteBody {
  nodeId: string;
  /** The game's `vassalage`. */
  vendor: string;
}

/** GET /wps/game/launchGame?launchMode=GLS|LOTT&…: the address to open, also in `url`, where
 *  older platform versions put it. */
export interface LaunchAnswer {
  content: { game_url: string };
  url: string;
}

/** Where other older platform versions put the address (platform reference §7.16). */
export interface LaunchAnswerVariants {
  gameUrl?: string;
  link?: string;
  launchUrl?: string;
}
