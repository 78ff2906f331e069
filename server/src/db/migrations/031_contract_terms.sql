-- Issue 21 (docs/agent-area.md, "Contracts, salaries and dividends"): a contract offer carries its
-- terms, and its answers and payments are kept.
--   * agent_contracts gains its tiers, who offered it, the first day it covers, and the states
--     signed (was 'accepted') and ended (replaced by a newer offer of the same kind). A member
--     keeps every old contract (its payments refer to it); at most one of each kind is open
--     (pending or signed).
--   * contract_settlements: one row per contract and period, written with its ledger row in one
--     IMMEDIATE transaction; UNIQUE (contract_id, period) is what pays a period once.
-- SQLite cannot change a CHECK in place: the table is rebuilt with its rows. Nothing referenced it.

CREATE TABLE agent_contracts_031 (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('daily', 'dividend', 'hourly', 'realtime')),
  status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed', 'declined', 'ended')),
  -- JSON [{"from": paisa, "pay": n}] in ascending "from": a salary's tier pays `pay` paisa when the
  -- team's stake (per day, or per hour) reaches `from`; a dividend's pays `pay` basis points of the
  -- team's net loss in the period when that loss reaches `from`.
  tiers       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tiers) AND json_type(tiers) = 'array'),
  -- The upline agent who offered it; NULL: the merchant (seed, admin CLI).
  offered_by  INTEGER REFERENCES members (id),
  -- The first Dhaka day whose periods it pays ('YYYY-MM-DD').
  starts_on   TEXT NOT NULL CHECK (starts_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  offered_at  INTEGER NOT NULL,
  answered_at INTEGER CHECK (answered_at >= offered_at),
  CHECK (status <> 'pending' OR answered_at IS NULL),
  CHECK (status NOT IN ('signed', 'declined') OR answered_at IS NOT NULL)
);
INSERT INTO agent_contracts_031 (id, member_id, kind, status, starts_on, offered_at, answered_at)
  SELECT id, member_id, kind, CASE status WHEN 'accepted' THEN 'signed' ELSE status END,
         date(offered_at / 1000 + 6 * 3600, 'unixepoch'), offered_at, answered_at
  FROM agent_contracts ORDER BY id;
DROP TABLE agent_contracts;
ALTER TABLE agent_contracts_031 RENAME TO agent_contracts;
CREATE UNIQUE INDEX agent_contracts_open ON agent_contracts (member_id, kind) WHERE status IN ('pending', 'signed');

CREATE TABLE contract_settlements (
  id               INTEGER PRIMARY KEY,
  contract_id      INTEGER NOT NULL REFERENCES agent_contracts (id),
  -- 'YYYY-MM-DD' (a day), 'YYYY-MM-DD HH' (a Dhaka hour), 'YYYY-MM-DD..YYYY-MM-DD' (a dividend period).
  period           TEXT NOT NULL CHECK (length(period) BETWEEN 10 AND 22),
  period_start     INTEGER NOT NULL,
  period_end       INTEGER NOT NULL CHECK (period_end > period_start),
  -- The team's stake, and its stake minus payouts (positive: the team lost), in the period.
  team_stake_minor INTEGER NOT NULL CHECK (team_stake_minor >= 0),
  team_net_minor   INTEGER NOT NULL,
  -- The tier's pay (paisa, or basis points for a dividend); 0: no tier reached.
  tier_pay         INTEGER NOT NULL CHECK (tier_pay >= 0),
  amount_minor     INTEGER NOT NULL CHECK (amount_minor >= 0),
  -- The salary or dividend row; none when nothing was due.
  ledger_id        INTEGER REFERENCES ledger (id),
  settled_at       INTEGER NOT NULL,
  CHECK ((amount_minor > 0) = (ledger_id IS NOT NULL)),
  UNIQUE (contract_id, period)
);
CREATE INDEX contract_settlements_contract ON contract_settlements (contract_id, period_start);

CREATE TRIGGER contract_settlements_no_update BEFORE UPDATE ON contract_settlements
BEGIN SELECT RAISE(ABORT, 'a settlement is final'); END;
CREATE TRIGGER contract_settlements_no_delete BEFORE DELETE ON contract_settlements
BEGIN SELECT RAISE(ABORT, 'a settlement is final'); END;
