-- Where the demo game page's "back" link leads: the in-app page the game was launched from
-- (the launch's backUrl, platform reference §7.16), so a player returns to their place in a list.
-- NULL: the home page.
ALTER TABLE game_launches ADD COLUMN back_url TEXT
  CHECK (back_url IS NULL OR (length(back_url) <= 512 AND back_url GLOB '/m/*'));
