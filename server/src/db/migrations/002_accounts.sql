-- Accounts (docs/accounts.md): members, sessions, captchas, SMS codes, e-mail resets, the
-- development outbox, login-failure records and announcements.
-- Times the server compares (expiries, windows) are INTEGER milliseconds since the epoch, read
-- from the server's clock (server/src/lib/clock.ts); dates shown to players are ISO 8601 text.
-- Secrets are never stored in clear: passwords as scrypt hashes, tokens and codes as SHA-256.

CREATE TABLE members (
  id                  INTEGER PRIMARY KEY,
  merchant            TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- Text limits match the API's 256-character field limit: the rules decide, not the schema.
  username            TEXT NOT NULL CHECK (length(username) BETWEEN 1 AND 256),
  password_hash       TEXT NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  -- 0 member, 1/2/41/42 agent kinds, 4 trial, 40 non-agent (spec §3).
  type                INTEGER NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 40, 41, 42)),
  dialing_code        TEXT CHECK (dialing_code GLOB '+[0-9]*' AND dialing_code NOT GLOB '+*[^0-9]*'),
  mobile              TEXT CHECK (length(mobile) BETWEEN 1 AND 20 AND mobile NOT GLOB '*[^0-9]*'),
  email               TEXT CHECK (length(email) <= 256),
  nickname            TEXT CHECK (length(nickname) <= 256),
  payee_name          TEXT CHECK (length(payee_name) <= 256),
  -- The other enabled registration fields (idNumber, whatsapp, …) as one JSON object.
  extra               TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra) AND json_type(extra) = 'object'),
  -- The member's own invitation code (agents); upline = the member whose code they registered with.
  affiliate_code      TEXT CHECK (length(affiliate_code) BETWEEN 1 AND 256),
  upline_id           INTEGER,
  register_method     TEXT NOT NULL DEFAULT 'H5' CHECK (length(register_method) BETWEEN 1 AND 16),
  register_url        TEXT NOT NULL DEFAULT '' CHECK (length(register_url) <= 255),
  register_domain     TEXT NOT NULL DEFAULT '' CHECK (length(register_domain) <= 255),
  reg_date            TEXT NOT NULL,
  last_login_at       INTEGER,
  disabled            INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  -- Main wallet in minor units (paisa): integers, so sums never round.
  balance_minor       INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  -- Both or neither: a number without its country is ambiguous.
  CHECK ((dialing_code IS NULL) = (mobile IS NULL)),
  UNIQUE (merchant, id),
  FOREIGN KEY (merchant, upline_id) REFERENCES members (merchant, id)
);
CREATE UNIQUE INDEX members_username ON members (merchant, username COLLATE NOCASE);
CREATE UNIQUE INDEX members_mobile ON members (merchant, dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant, affiliate_code COLLATE NOCASE)
  WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_upline ON members (upline_id) WHERE upline_id IS NOT NULL;

-- Session tokens: 32 random bytes given to the client once; only their SHA-256 is kept.
CREATE TABLE sessions (
  token_hash  TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL CHECK (expires_at > created_at)
);
CREATE INDEX sessions_member ON sessions (member_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- One captcha per captchaId cookie (hashed); single use, deleted when checked.
CREATE TABLE captchas (
  id_hash     TEXT PRIMARY KEY CHECK (length(id_hash) = 64),
  merchant    TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  answer_hash TEXT NOT NULL CHECK (length(answer_hash) = 64),
  expires_at  INTEGER NOT NULL
);
CREATE INDEX captchas_expiry ON captchas (expires_at);

-- The live SMS code per number and purpose; a new code replaces the old one.
CREATE TABLE sms_codes (
  merchant     TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  dialing_code TEXT NOT NULL CHECK (dialing_code GLOB '+[0-9]*'),
  mobile       TEXT NOT NULL CHECK (length(mobile) BETWEEN 1 AND 20),
  purpose      TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset')),
  code_hash    TEXT NOT NULL CHECK (length(code_hash) = 64),
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL CHECK (expires_at > created_at),
  used         INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
  -- Wrong guesses; the code dies after a few, so six digits cannot be walked through.
  attempts     INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  PRIMARY KEY (merchant, dialing_code, mobile, purpose)
);

-- Forgot by e-mail: the temporary password waits here; the old password keeps working until
-- the temporary one is used.
CREATE TABLE password_resets (
  member_id   INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  temp_hash   TEXT NOT NULL CHECK (temp_hash LIKE 'scrypt$%'),
  expires_at  INTEGER NOT NULL
);

-- What the server would have sent (SMS, e-mail) and, outside production, captcha answers.
-- Readable only in development and test mode (GET /wps/dev/outbox).
CREATE TABLE outbox (
  id            INTEGER PRIMARY KEY,
  merchant      TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  channel       TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'captcha')),
  recipient     TEXT NOT NULL,
  -- recipient lower-cased without spaces and '+', so '+880 017…' finds '880 017…' (a '+' in a
  -- query string arrives as a space).
  recipient_key TEXT NOT NULL,
  purpose       TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset', 'captcha')),
  code          TEXT NOT NULL,
  text          TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (merchant, recipient_key, id);

-- Failed logins per client (IP + loginDeviceId): two within 15 minutes demand a captcha from
-- that client until a login succeeds (the row is deleted then).
CREATE TABLE login_failures (
  merchant          TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  client            TEXT NOT NULL CHECK (length(client) = 64),
  failures          INTEGER NOT NULL CHECK (failures >= 1),
  window_start      INTEGER NOT NULL,
  captcha_required  INTEGER NOT NULL DEFAULT 0 CHECK (captcha_required IN (0, 1)),
  updated_at        INTEGER NOT NULL,
  PRIMARY KEY (merchant, client)
);
CREATE INDEX login_failures_updated ON login_failures (updated_at);

-- Announcements (reference §7.8): B banner, PL marquee notice, PU popup, PR promotion, H other.
CREATE TABLE announcements (
  id             INTEGER PRIMARY KEY,
  merchant       TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  type           TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  group_name     TEXT NOT NULL CHECK (length(group_name) BETWEEN 1 AND 32),
  platform       TEXT NOT NULL DEFAULT 'M' CHECK (platform IN ('M', 'W')),
  title          TEXT NOT NULL,
  content        TEXT NOT NULL DEFAULT '',
  -- Origin-relative under the image CDN ('/cdn/banners/…'), or '' for none.
  image_url      TEXT NOT NULL DEFAULT '',
  link_url       TEXT NOT NULL DEFAULT '',
  -- Popups: A logged-in players, B guests, F first login only.
  execution      TEXT CHECK (execution IN ('A', 'B', 'F')),
  promotion_type TEXT NOT NULL DEFAULT '',
  sort_order     INTEGER NOT NULL DEFAULT 0,
  -- Active window (ISO 8601, NULL = open-ended).
  starts_at      TEXT,
  ends_at        TEXT,
  CHECK ((type = 'PU') = (execution IS NOT NULL)),
  UNIQUE (merchant, group_name, type, title)
);
CREATE INDEX announcements_lookup ON announcements (merchant, group_name, platform, type, sort_order);
