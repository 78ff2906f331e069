-- Issue 20: the gateway way of depositing (docs/money.md, "Deposit: the two ways").

-- The provider's own id for a paid gateway order (its callback's providerTxnId).
ALTER TABLE deposits ADD COLUMN provider_txn_id TEXT;

-- The callback signing secret per merchant and provider: 32 random bytes (hex), made on first use.
-- It never leaves the server (the demo provider signs in-process).
CREATE TABLE payment_secrets (
  merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  secret   TEXT NOT NULL CHECK (length(secret) = 64),
  PRIMARY KEY (merchant, provider)
);

-- Callback nonces seen in the last 10 minutes (a signature is accepted for 5): in the database so
-- that a restart does not reopen a replay.
CREATE TABLE payment_nonces (
  provider TEXT NOT NULL,
  nonce    TEXT NOT NULL,
  seen_at  INTEGER NOT NULL,
  PRIMARY KEY (provider, nonce)
);
CREATE INDEX payment_nonces_seen ON payment_nonces (seen_at);
