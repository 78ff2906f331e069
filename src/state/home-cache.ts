// Where home's first screen is kept between visits: the announcements (state/home-announcements.ts)
// and the HOT tab's first games (state/home-games.ts), each with the language it is in. The inline
// start-up script (src/early.ts) fills home's first banner and first row of games from them on a
// repeat visit, before any bundle has arrived. A module of its own because those state modules run
// code when they load, which the script's build would take along.

/** localStorage key of the home announcements: the decoded list and `language`. */
export const HOME_ANNOUNCEMENTS_KEY = 'HOME_ANNOUNCEMENTS';
/** localStorage key of the HOT tab's first games: `{ language, games }` (decoded games). */
export const HOT_GAMES_KEY = 'HOME_HOT_GAMES';
