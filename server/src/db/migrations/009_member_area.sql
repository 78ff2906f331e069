-- Member area, part 1 (docs/member-area.md): VIP levels and the member club, promotions with
-- their claims and mission progress, and player feedback with its uploaded images.
-- Money is INTEGER paisa like members.balance_minor; player-facing texts come in BN and EN.

-- The member's VIP level and the totals that count towards the next one.
ALTER TABLE members ADD COLUMN vip_level INTEGER NOT NULL DEFAULT 0 CHECK (vip_level BETWEEN 0 AND 9);
ALTER TABLE members ADD COLUMN vip_deposit_minor INTEGER NOT NULL DEFAULT 0 CHECK (vip_deposit_minor >= 0);
ALTER TABLE members ADD COLUMN vip_bet_minor INTEGER NOT NULL DEFAULT 0 CHECK (vip_bet_minor >= 0);

-- The member club (MCS2_getMemberClubBenefit): what each level needs and what it gives.
CREATE TABLE vip_levels (
  merchant             TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  level                INTEGER NOT NULL CHECK (level BETWEEN 0 AND 9),
  deposit_target_minor INTEGER NOT NULL CHECK (deposit_target_minor >= 0),
  bet_target_minor     INTEGER NOT NULL CHECK (bet_target_minor >= 0),
  PRIMARY KEY (merchant, level)
);

CREATE TABLE vip_benefits (
  merchant   TEXT NOT NULL,
  level      INTEGER NOT NULL,
  code       TEXT NOT NULL CHECK (length(code) BETWEEN 1 AND 32),
  sort_order INTEGER NOT NULL DEFAULT 0,
  title_bn   TEXT NOT NULL CHECK (length(title_bn) BETWEEN 1 AND 64),
  title_en   TEXT NOT NULL CHECK (length(title_en) BETWEEN 1 AND 64),
  value_bn   TEXT NOT NULL CHECK (length(value_bn) BETWEEN 1 AND 64),
  value_en   TEXT NOT NULL CHECK (length(value_en) BETWEEN 1 AND 64),
  PRIMARY KEY (merchant, level, code),
  FOREIGN KEY (merchant, level) REFERENCES vip_levels (merchant, level) ON DELETE CASCADE
);

-- Promotions of the reward centre and the activity pages. `code` is the natural key seeding
-- uses; a promotion runs from starts_at to ends_at (ISO 8601, NULL = no end).
CREATE TABLE promotions (
  id             INTEGER PRIMARY KEY,
  merchant       TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  code           TEXT NOT NULL CHECK (length(code) BETWEEN 1 AND 32),
  category       TEXT NOT NULL CHECK (category IN ('SPORT', 'LIVE', 'SLOTS', 'CARD', 'FISHING', 'LOTTO',
                   'REBATE', 'POINTS', 'RANKING', 'DEPOSIT', 'APP', 'NEWPLAYER', 'GAMEOFFER')),
  type           TEXT NOT NULL CHECK (type IN ('BONUS', 'REFERRAL', 'MISSION')),
  title_bn       TEXT NOT NULL CHECK (length(title_bn) BETWEEN 1 AND 128),
  title_en       TEXT NOT NULL CHECK (length(title_en) BETWEEN 1 AND 128),
  summary_bn     TEXT NOT NULL DEFAULT '' CHECK (length(summary_bn) <= 256),
  summary_en     TEXT NOT NULL DEFAULT '' CHECK (length(summary_en) <= 256),
  -- HTML, sanitised by the client like every server HTML.
  content_bn     TEXT NOT NULL DEFAULT '',
  content_en     TEXT NOT NULL DEFAULT '',
  -- Origin-relative under the image CDN ('/cdn/banners/…'), or '' for none.
  image_url      TEXT NOT NULL DEFAULT '',
  amount_minor   INTEGER NOT NULL CHECK (amount_minor >= 0),
  -- Missions only: how many steps (games, bets, tickets) finish the mission.
  mission_target INTEGER CHECK (mission_target >= 1),
  starts_at      TEXT NOT NULL,
  ends_at        TEXT,
  sort_order     INTEGER NOT NULL DEFAULT 0,
  CHECK ((type = 'MISSION') = (mission_target IS NOT NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  UNIQUE (merchant, code)
);
CREATE INDEX promotions_merchant ON promotions (merchant, sort_order);

-- One claim per member and promotion: the unique key is what refuses a second claim, also
-- one that arrives at the same moment (docs/member-area.md, "Claims").
CREATE TABLE promotion_claims (
  id           INTEGER PRIMARY KEY,
  member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  claimed_at   INTEGER NOT NULL,
  UNIQUE (member_id, promotion_id)
);

-- A member's steps towards a mission; no row = 0.
CREATE TABLE mission_progress (
  member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  progress     INTEGER NOT NULL DEFAULT 0 CHECK (progress >= 0),
  PRIMARY KEY (member_id, promotion_id)
);

-- Player feedback (PUT /wps/feedback). length() counts characters, as the 140 rule does.
CREATE TABLE feedback (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  content    TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 140),
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_member ON feedback (member_id, created_at);

-- The images, stored under the upload directory with server-chosen names (never the client's).
CREATE TABLE feedback_images (
  feedback_id INTEGER NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
  file_name   TEXT NOT NULL UNIQUE CHECK (file_name GLOB '[0-9]*-[1-3].png' OR file_name GLOB '[0-9]*-[1-3].jpg'),
  mime        TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size        INTEGER NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  PRIMARY KEY (feedback_id, position)
);
