-- Issue 20: rebates (docs/money.md, "Rebates") and the superior transfer's orders ("Superior transfer").

-- The rebate rate per VIP level and game category, in basis points (30 = 0.3 %): integers, so
-- a rebate is floor(stake × rate_bp / 10000) paisa with no float anywhere.
CREATE TABLE rebate_rates (
  merchant TEXT NOT NULL,
  level    INTEGER NOT NULL CHECK (level BETWEEN 0 AND 9),
  category TEXT NOT NULL,
  rate_bp  INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (merchant, level, category)
);

-- One row per member, Dhaka day, category and rate at bet time: each settled bet adds its stake
-- in the bet's transaction. Its rebate is floor(stake_minor × rate_bp / 10000), recomputed from
-- the sum; claimed_minor is the part already paid (set by a claim, in the claim's transaction).
CREATE TABLE rebate_accruals (
  id            INTEGER PRIMARY KEY,
  member_id     INTEGER NOT NULL REFERENCES members (id),
  day           TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  category      TEXT NOT NULL,
  rate_bp       INTEGER NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),
  stake_minor   INTEGER NOT NULL CHECK (stake_minor > 0),
  claimed_minor INTEGER NOT NULL DEFAULT 0 CHECK (claimed_minor >= 0 AND claimed_minor <= stake_minor * rate_bp / 10000),
  UNIQUE (member_id, day, category, rate_bp)
);

-- A claim: one `rebate` ledger row referenced `rebate:<order_no>`.
CREATE TABLE rebate_claims (
  id           INTEGER PRIMARY KEY,
  order_no     TEXT NOT NULL UNIQUE CHECK (order_no GLOB 'R[0-9][0-9][0-9][0-9][0-9][0-9]????????' AND length(order_no) = 15),
  member_id    INTEGER NOT NULL REFERENCES members (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 100),
  claimed_at   INTEGER NOT NULL
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, claimed_at);

-- A superior transfer: `transfer_out` on the member and `transfer_in` on the upline, both
-- referenced `transfer:<order_no>`, in one transaction with this row.
CREATE TABLE transfers (
  id           INTEGER PRIMARY KEY,
  order_no     TEXT NOT NULL UNIQUE CHECK (order_no GLOB 'T[0-9][0-9][0-9][0-9][0-9][0-9]????????' AND length(order_no) = 15),
  from_id      INTEGER NOT NULL REFERENCES members (id),
  to_id        INTEGER NOT NULL REFERENCES members (id) CHECK (to_id <> from_id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  created_at   INTEGER NOT NULL
);
CREATE INDEX transfers_from ON transfers (from_id, created_at);
