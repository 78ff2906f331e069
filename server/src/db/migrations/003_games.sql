-- Games (docs/api.md, "Games and the home page"): vendors and where the platform files them,
-- the merchant's category order, the catalogue, winners, hot matches, recent games and demo
-- launches.
-- Times are INTEGER milliseconds since the epoch (server clock); money is in minor units (paisa).

-- A vendor (the platform's "vassalage"): JL, PG, EVO, … Its code is what the API calls `vassalage`.
CREATE TABLE vendors (
  merchant     TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  code         TEXT NOT NULL CHECK (length(code) BETWEEN 1 AND 32 AND code NOT GLOB '*[^A-Z0-9_]*'),
  display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 64),
  PRIMARY KEY (merchant, code)
);

-- The merchant's category order: the vendor-data sorting list and the client's tabs follow it.
-- ESPORTS and COCKFIGHT are not categories here: their vendors sit under SPORTS, as on the platform.
CREATE TABLE merchant_categories (
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  category   TEXT NOT NULL CHECK (category IN ('SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE')),
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, category)
);

-- Where a vendor is filed (one vendor may serve several categories, e.g. JL: RNG, FISH, PVP).
-- game_type is the entry's gameType: the category, except ELOTT vendors under LOTT.
CREATE TABLE vendor_categories (
  merchant   TEXT NOT NULL,
  category   TEXT NOT NULL,
  vendor     TEXT NOT NULL,
  game_type  TEXT NOT NULL CHECK (game_type = category OR (category = 'LOTT' AND game_type = 'ELOTT')),
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, category, vendor),
  FOREIGN KEY (merchant, category) REFERENCES merchant_categories (merchant, category) ON DELETE CASCADE,
  FOREIGN KEY (merchant, vendor) REFERENCES vendors (merchant, code) ON DELETE CASCADE
);

CREATE TABLE games (
  id            INTEGER PRIMARY KEY,
  merchant      TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- The platform's node id (digits on the wire) and the vendor's own game id and code.
  node_id       INTEGER NOT NULL CHECK (node_id > 0),
  game_id       TEXT NOT NULL CHECK (length(game_id) BETWEEN 1 AND 64),
  game_code     TEXT NOT NULL CHECK (length(game_code) BETWEEN 1 AND 64 AND game_code NOT GLOB '*[^a-z0-9_]*'),
  vendor        TEXT NOT NULL,
  game_type     TEXT NOT NULL CHECK (game_type IN ('SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE')),
  name_bn       TEXT NOT NULL CHECK (length(name_bn) BETWEEN 1 AND 128),
  name_en       TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 128),
  -- Origin-relative under the image CDN; the server draws it (/cdn/games/<vendor>/<code>.svg).
  icon_url      TEXT NOT NULL CHECK (icon_url LIKE '/cdn/%'),
  room_id       TEXT NOT NULL DEFAULT '' CHECK (length(room_id) <= 64),
  -- 1 = the vendor offers free play of this game.
  support_play  INTEGER NOT NULL DEFAULT 0 CHECK (support_play IN (0, 1)),
  -- RNG classification: SC slots, VP video poker, JP jackpot, TG table games, AC arcade, BG bingo.
  classify      TEXT NOT NULL DEFAULT '' CHECK (classify IN ('', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG')),
  -- Position in the merchant's hot list (1 first); NULL = not hot.
  hot_rank      INTEGER CHECK (hot_rank > 0),
  is_new        INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  min_bet_minor INTEGER NOT NULL DEFAULT 1 CHECK (min_bet_minor > 0),
  sort_order    INTEGER NOT NULL DEFAULT 0,
  CHECK (classify = '' OR game_type = 'RNG'),
  UNIQUE (merchant, id),
  UNIQUE (merchant, node_id),
  UNIQUE (merchant, vendor, game_code),
  FOREIGN KEY (merchant, vendor) REFERENCES vendors (merchant, code)
);
CREATE UNIQUE INDEX games_hot ON games (merchant, hot_rank) WHERE hot_rank IS NOT NULL;
CREATE INDEX games_by_type ON games (merchant, game_type, vendor, sort_order);
CREATE INDEX games_icon ON games (icon_url);

-- The winner board. customer_name is stored masked ('ra****n'): the full name never leaves
-- the accounts tables.
CREATE TABLE winners (
  id            INTEGER PRIMARY KEY,
  merchant      TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  game_ref      INTEGER NOT NULL,
  customer_name TEXT NOT NULL CHECK (length(customer_name) BETWEEN 1 AND 32),
  amount_minor  INTEGER NOT NULL CHECK (amount_minor > 0),
  currency      TEXT NOT NULL DEFAULT 'BDT' CHECK (length(currency) = 3),
  won_at        INTEGER NOT NULL,
  UNIQUE (merchant, game_ref, customer_name, amount_minor),
  FOREIGN KEY (merchant, game_ref) REFERENCES games (merchant, id) ON DELETE CASCADE
);
CREATE INDEX winners_recent ON winners (merchant, won_at);

-- Hot matches. Kick-off is either a fixed time or "this many minutes after now" (demo data that
-- must always be upcoming; the server rounds now to the half hour so the time is stable).
CREATE TABLE hot_matches (
  id                 INTEGER PRIMARY KEY,
  merchant           TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  sport              TEXT NOT NULL CHECK (sport IN ('cricket', 'football')),
  league_bn          TEXT NOT NULL CHECK (length(league_bn) BETWEEN 1 AND 128),
  league_en          TEXT NOT NULL CHECK (length(league_en) BETWEEN 1 AND 128),
  home_bn            TEXT NOT NULL CHECK (length(home_bn) BETWEEN 1 AND 128),
  home_en            TEXT NOT NULL CHECK (length(home_en) BETWEEN 1 AND 128),
  away_bn            TEXT NOT NULL CHECK (length(away_bn) BETWEEN 1 AND 128),
  away_en            TEXT NOT NULL CHECK (length(away_en) BETWEEN 1 AND 128),
  home_image         TEXT NOT NULL CHECK (home_image LIKE '/cdn/%'),
  away_image         TEXT NOT NULL CHECK (away_image LIKE '/cdn/%'),
  -- The sports game a bet opens (its vendor is the match's vendor).
  game_ref           INTEGER NOT NULL,
  kickoff_at         INTEGER,
  kickoff_in_minutes INTEGER CHECK (kickoff_in_minutes > 0),
  CHECK ((kickoff_at IS NULL) <> (kickoff_in_minutes IS NULL)),
  UNIQUE (merchant, league_en, home_en, away_en),
  FOREIGN KEY (merchant, game_ref) REFERENCES games (merchant, id) ON DELETE CASCADE
);

-- A member's recently launched games (one row per game, the last launch wins).
CREATE TABLE recent_games (
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_ref   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  played_at  INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_ref)
);
CREATE INDEX recent_games_member ON recent_games (member_id, played_at);

-- Demo game sessions: the launch id in game_url (random, stored as SHA-256), one member, 2 hours.
CREATE TABLE game_launches (
  id_hash      TEXT PRIMARY KEY CHECK (length(id_hash) = 64),
  member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_ref     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language     TEXT NOT NULL CHECK (language IN ('BN', 'EN')),
  -- 1 real money, 0 free play (the launch's accountType).
  account_type INTEGER NOT NULL CHECK (account_type IN (0, 1)),
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL CHECK (expires_at > created_at)
);
CREATE INDEX game_launches_expiry ON game_launches (expires_at);
