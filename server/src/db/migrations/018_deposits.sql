-- Issue 20: deposits (docs/money.md, "Deposit channels" and "Deposit: the two ways").

-- The ways a merchant takes money in, with their limits, formats and texts (BN and EN). Amounts
-- are in the channel's currency's minor unit: paisa for BDT, cents for USDT.
CREATE TABLE payment_channels (
  id                 INTEGER PRIMARY KEY,
  merchant           TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  code               TEXT NOT NULL CHECK (code GLOB '[A-Z]*' AND length(code) <= 20),
  sort_order         INTEGER NOT NULL DEFAULT 0,
  enabled            INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  -- A comma list of 'GATEWAY' and 'MANUAL'.
  ways               TEXT NOT NULL CHECK (ways IN ('MANUAL', 'GATEWAY,MANUAL')),
  currency           TEXT NOT NULL CHECK (currency IN ('BDT', 'USDT')),
  -- Paisa per unit of a foreign currency (USDT); NULL for BDT. Frozen on each order.
  rate_minor         INTEGER CHECK ((currency = 'BDT') = (rate_minor IS NULL) AND (rate_minor IS NULL OR rate_minor > 0)),
  min_minor          INTEGER NOT NULL CHECK (min_minor > 0),
  max_minor          INTEGER NOT NULL CHECK (max_minor >= min_minor),
  -- Basis points taken from the credit (100 = 1 %).
  fee_bp             INTEGER NOT NULL DEFAULT 0 CHECK (fee_bp BETWEEN 0 AND 10000),
  -- JSON array of whole units of the currency.
  quick_amounts      TEXT NOT NULL DEFAULT '[]',
  name_bn            TEXT NOT NULL,
  name_en            TEXT NOT NULL,
  reference_label_bn TEXT NOT NULL,
  reference_label_en TEXT NOT NULL,
  -- Checked after trimming and case-folding (upper, or lower for a hash).
  reference_pattern  TEXT NOT NULL,
  reference_case     TEXT NOT NULL CHECK (reference_case IN ('upper', 'lower')),
  reference_example  TEXT NOT NULL,
  sender_pattern     TEXT NOT NULL,
  instructions_bn    TEXT NOT NULL,
  instructions_en    TEXT NOT NULL,
  -- JSON { kind, accountNo, accountName, bankName?, branch?, routingNo?, demo }: where a manual
  -- deposit is sent. NULL when the channel takes no manual deposit.
  receiving          TEXT,
  UNIQUE (merchant, code)
);

CREATE TABLE deposits (
  id              INTEGER PRIMARY KEY,
  order_no        TEXT NOT NULL UNIQUE CHECK (order_no GLOB 'D[0-9][0-9][0-9][0-9][0-9][0-9]*' AND length(order_no) = 15),
  member_id       INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  channel_id      INTEGER NOT NULL REFERENCES payment_channels (id),
  way             TEXT NOT NULL CHECK (way IN ('GATEWAY', 'MANUAL')),
  currency        TEXT NOT NULL CHECK (currency IN ('BDT', 'USDT')),
  -- What the player typed, in the channel currency's minor unit, and the rate frozen with it.
  currency_amount INTEGER NOT NULL CHECK (currency_amount > 0),
  rate_minor      INTEGER,
  -- Paisa: the amount in taka, the fee, and what the balance receives (amount - fee).
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor       INTEGER NOT NULL CHECK (fee_minor >= 0),
  credit_minor    INTEGER NOT NULL CHECK (credit_minor > 0 AND credit_minor = amount_minor - fee_minor),
  sender          TEXT NOT NULL DEFAULT '',
  reference       TEXT,
  state           TEXT NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SUCCESS', 'FAILED')),
  -- Why it failed, as the cashier wrote it; '' otherwise.
  reason          TEXT NOT NULL DEFAULT '',
  created_at      INTEGER NOT NULL,
  settled_at      INTEGER CHECK ((state = 'PENDING') = (settled_at IS NULL)),
  -- 'cli:<OS user>' for a cashier; NULL while pending.
  decided_by      TEXT,
  CHECK ((way = 'MANUAL') = (reference IS NOT NULL))
);

-- One transfer is claimed once: a reference on a channel, by anyone, unless that order failed.
CREATE UNIQUE INDEX deposits_reference ON deposits (channel_id, reference) WHERE reference IS NOT NULL AND state <> 'FAILED';
CREATE INDEX deposits_member ON deposits (member_id, created_at);
CREATE INDEX deposits_state ON deposits (state, created_at);

-- At most 3 manual deposits pending per member. The deposit call checks it in its IMMEDIATE
-- transaction and answers deposit.pending.limit; this is the database's own word on it.
CREATE TRIGGER deposits_pending_limit BEFORE INSERT ON deposits
WHEN NEW.way = 'MANUAL' AND NEW.state = 'PENDING'
  AND (SELECT count(*) FROM deposits WHERE member_id = NEW.member_id AND way = 'MANUAL' AND state = 'PENDING') >= 3
BEGIN
  SELECT RAISE(ABORT, 'deposit.pending.limit');
END;

-- A settled order is final (a later gateway notice for an expired order is the one designed
-- exception, and the gateway is not built): only PENDING leaves its state.
CREATE TRIGGER deposits_final BEFORE UPDATE OF state ON deposits
WHEN OLD.state <> 'PENDING'
BEGIN
  SELECT RAISE(ABORT, 'deposit.not.pending');
END;
