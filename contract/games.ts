// Games (docs/api.md, "Games and the home page"; platform reference §7.1–7.7, §7.16): the game
// item every list shares, the home page's lists, the game list screen's pages, favourites and
// the launch. Names come in the request's language.

export type GameType = 'SPORTS' | 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'INHOUSE';

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
  showIcon: '1';
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
  /** The same, keyed by category. */
  content: Record<string, VendorName[]>;
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

/** GET /wps/game/launchGame?launchMode=GLS|LOTT&…: the address to open. */
export interface LaunchAnswer {
  content: { game_url: string };
}

/** Where older platform versions put the address (platform reference §7.16). */
export interface LaunchAnswerVariants {
  url?: string;
  gameUrl?: string;
  link?: string;
  launchUrl?: string;
}
