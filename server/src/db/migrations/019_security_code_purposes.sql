-- Issue 20: the security centre's codes get purposes of their own (docs/money.md, "Security
-- centre"): 'payout' confirms adding a payout account, 'mobile' binds or changes the bound number
-- (the code to the current number and the one to the new number are told apart by the number),
-- and the outbox keeps 'email' for the code that binds an e-mail address. A code asked for one
-- flow must not pass another. SQLite cannot alter a CHECK: both tables are rebuilt as 017 left
-- them plus the new purposes, with their indexes.

CREATE TABLE sms_codes_new (
  merchant     TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  dialing_code TEXT NOT NULL CHECK (dialing_code GLOB '+[0-9]*'),
  mobile       TEXT NOT NULL CHECK (length(mobile) BETWEEN 1 AND 20),
  purpose      TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset', 'password', 'payment', 'payout', 'mobile')),
  code_hash    TEXT NOT NULL CHECK (length(code_hash) = 64),
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL CHECK (expires_at > created_at),
  used         INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
  attempts     INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  PRIMARY KEY (merchant, dialing_code, mobile, purpose)
);
INSERT INTO sms_codes_new (merchant, dialing_code, mobile, purpose, code_hash, created_at, expires_at, used, attempts)
  SELECT merchant, dialing_code, mobile, purpose, code_hash, created_at, expires_at, used, attempts FROM sms_codes;
DROP TABLE sms_codes;
ALTER TABLE sms_codes_new RENAME TO sms_codes;

CREATE TABLE outbox_new (
  id            INTEGER PRIMARY KEY,
  merchant      TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  channel       TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'captcha')),
  recipient     TEXT NOT NULL,
  recipient_key TEXT NOT NULL,
  purpose       TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset', 'password', 'payment', 'payout', 'mobile', 'email', 'captcha')),
  code          TEXT NOT NULL,
  text          TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
INSERT INTO outbox_new (id, merchant, channel, recipient, recipient_key, purpose, code, text, created_at)
  SELECT id, merchant, channel, recipient, recipient_key, purpose, code, text, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_recipient ON outbox (merchant, recipient_key, id);
CREATE INDEX outbox_captcha_age ON outbox (created_at) WHERE channel = 'captcha';
