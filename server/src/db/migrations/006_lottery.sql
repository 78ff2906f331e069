-- Lottery and the scale setting (docs/api.md, "Games and the home page", "Lottery"): draw
-- cycles of the lottery games, the lobby's menus per prize mode, what a lottery launch chose,
-- and a flag for the generated games of `npm run admin -- games scale`.

-- A lottery game draws every draw_interval_seconds, at the multiples of the interval since the
-- epoch: the server works out the next draw from its clock, so nothing here goes stale.
CREATE TABLE lottery_games (
  game_ref              INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  draw_interval_seconds INTEGER NOT NULL CHECK (draw_interval_seconds BETWEEN 30 AND 604800)
);

-- The lobby's menus (GET /lgw/games/game_menus): LOTT standard lottery, ELOTT entertainment
-- lottery; the ZY prize mode shows the LOTT menus.
CREATE TABLE lottery_menus (
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  prize_mode TEXT NOT NULL CHECK (prize_mode IN ('LOTT', 'ELOTT')),
  menu_code  TEXT NOT NULL CHECK (length(menu_code) BETWEEN 1 AND 32 AND menu_code NOT GLOB '*[^A-Z0-9_]*'),
  name_bn    TEXT NOT NULL CHECK (length(name_bn) BETWEEN 1 AND 64),
  name_en    TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 64),
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, prize_mode, menu_code)
);

CREATE TABLE lottery_menu_games (
  merchant   TEXT NOT NULL,
  prize_mode TEXT NOT NULL,
  menu_code  TEXT NOT NULL,
  game_ref   INTEGER NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, prize_mode, menu_code, game_ref),
  FOREIGN KEY (merchant, prize_mode, menu_code) REFERENCES lottery_menus (merchant, prize_mode, menu_code)
    ON DELETE CASCADE,
  FOREIGN KEY (merchant, game_ref) REFERENCES games (merchant, id) ON DELETE CASCADE
);
CREATE INDEX lottery_menu_games_game ON lottery_menu_games (game_ref);

-- A lottery launch's prize mode and play type (the demo game page shows them); NULL otherwise.
ALTER TABLE game_launches ADD COLUMN prize_mode TEXT CHECK (prize_mode IN ('Lott', 'Elott', 'ZY'));
ALTER TABLE game_launches ADD COLUMN play_type TEXT CHECK (play_type IN ('Tradition', 'Entertainment'));

-- 1 = made by the scale setting (generated RNG games for load tests); removed by `games scale off`.
ALTER TABLE games ADD COLUMN is_generated INTEGER NOT NULL DEFAULT 0 CHECK (is_generated IN (0, 1));

-- Deleting games (the scale setting removes up to 20,000) cascades to these tables: without an
-- index on game_ref each deleted game would scan them whole.
CREATE INDEX recent_games_game ON recent_games (game_ref);
CREATE INDEX favourite_games_game ON favourite_games (game_ref);
CREATE INDEX game_launches_game ON game_launches (game_ref);

-- The game list pages a type in sort order (GCSGAME_gameList). games_by_type puts the vendor
-- before sort_order, so a page of RNG needed a sort of every RNG game first: with the scale
-- setting's 10,380 RNG games page 300 took 20 ms. This walks the type in order instead.
CREATE INDEX games_list ON games (merchant, game_type, sort_order);
