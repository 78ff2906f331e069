-- Issue 20: the payment password (docs/money.md, "Payment password"). A table of its own, one row
-- per member who has set one: the scrypt hash, the wrong answers in a row and the lockout. The
-- count and the lockout live here, not in memory: a restart must not reopen a locked password.

CREATE TABLE payment_passwords (
  member_id      INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  hash           TEXT NOT NULL CHECK (hash LIKE 'scrypt$%'),
  -- Taken before each check and given back by a right answer (modules/payment-password): at most
  -- 5, counting the checks still running, so guesses sent at once cannot pass the limit.
  wrong_attempts INTEGER NOT NULL DEFAULT 0 CHECK (wrong_attempts BETWEEN 0 AND 5),
  -- ms since the epoch; NULL when not locked.
  locked_until   INTEGER,
  updated_at     INTEGER NOT NULL
);

-- Its SMS codes get a purpose of their own, 'payment': a code asked for on the payment password
-- page is no password-change or reset code, and has its own resend wait. SQLite cannot alter a
-- CHECK: both tables are rebuilt as 014 left them plus the new purpose, with their indexes.

CREATE TABLE sms_codes_new (
  merchant     TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  dialing_code TEXT NOT NULL CHECK (dialing_code GLOB '+[0-9]*'),
  mobile       TEXT NOT NULL CHECK (length(mobile) BETWEEN 1 AND 20),
  purpose      TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset', 'password', 'payment')),
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
  purpose       TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset', 'password', 'payment', 'captcha')),
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
