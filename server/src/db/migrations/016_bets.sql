-- Issue 20: bets in the demo game (docs/money.md, "Bets in the demo game") and the turnover a
-- member still has to play before withdrawing ("Deposit promotions and turnover").

-- Paisa still to bet; each settled bet subtracts its stake (never below 0).
ALTER TABLE members ADD COLUMN turnover_minor INTEGER NOT NULL DEFAULT 0 CHECK (turnover_minor >= 0);

-- One row per settled bet, written in the transaction of its ledger rows (`bet:<bet_no>`).
CREATE TABLE bets (
  id           INTEGER PRIMARY KEY,
  -- B + Dhaka yyMMdd + 8 characters of [A-HJ-NP-Z2-9].
  bet_no       TEXT NOT NULL UNIQUE CHECK (bet_no GLOB 'B[0-9][0-9][0-9][0-9][0-9][0-9]????????' AND length(bet_no) = 15),
  member_id    INTEGER NOT NULL REFERENCES members (id),
  -- The launch's id_hash (launches are deleted when they expire; the bet stays) and the bet's
  -- index in it, which with the launch id makes the draw.
  launch_hash  TEXT NOT NULL CHECK (length(launch_hash) = 64),
  bet_index    INTEGER NOT NULL CHECK (bet_index >= 0),
  -- The game as it was: a record outlives a game removed from the catalogue (no foreign key).
  game_ref     INTEGER NOT NULL,
  game_name_bn TEXT NOT NULL,
  game_name_en TEXT NOT NULL,
  vendor       TEXT NOT NULL,
  -- The game's gameType when the bet was placed.
  category     TEXT NOT NULL,
  stake_minor  INTEGER NOT NULL CHECK (stake_minor > 0),
  pick         TEXT NOT NULL CHECK (pick IN ('HIGH', 'LOW')),
  draw         INTEGER NOT NULL CHECK (draw BETWEEN 0 AND 99),
  payout_minor INTEGER NOT NULL CHECK (payout_minor >= 0),
  placed_at    INTEGER NOT NULL,
  UNIQUE (launch_hash, bet_index)
);
CREATE INDEX bets_member_time ON bets (member_id, placed_at);
