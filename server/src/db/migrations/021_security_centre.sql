-- Issue 20, the security centre (docs/money.md, "Security centre").
--
-- Devices: each session remembers what it was opened from, so the member can see their live
-- sessions and sign the others out. `device_id` is the client's loginDeviceId at login, `device`
-- a short summary of the User-Agent ("Chrome · Android"), `ip` and `last_used_at` refreshed at
-- most once a minute while the session is used. Old sessions get empty values and their
-- creation time as last use.
ALTER TABLE sessions ADD COLUMN device_id TEXT NOT NULL DEFAULT '' CHECK (length(device_id) <= 64);
ALTER TABLE sessions ADD COLUMN device TEXT NOT NULL DEFAULT '' CHECK (length(device) <= 64);
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '' CHECK (length(ip) <= 64);
ALTER TABLE sessions ADD COLUMN last_used_at INTEGER;
UPDATE sessions SET last_used_at = created_at;

-- E-mail binding codes: one live code per member, for one address; stored as SHA-256 of the
-- member, the address and the code (a code sent to one address does not bind another), single
-- use, 5 wrong guesses kill it, like SMS codes.
CREATE TABLE email_codes (
  member_id   INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  email       TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 256),
  code_hash   TEXT NOT NULL CHECK (length(code_hash) = 64),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL CHECK (expires_at > created_at),
  used        INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
  attempts    INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0)
);
