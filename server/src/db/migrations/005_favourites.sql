-- A member's favourite games (MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2, docs/api.md,
-- "Games and the home page"). One row per member and game; the list shows the newest first.
-- Times are INTEGER milliseconds since the epoch (server clock).
CREATE TABLE favourite_games (
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_ref   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_ref)
);
CREATE INDEX favourite_games_member ON favourite_games (member_id, created_at);
