-- Issue 21: the rebate difference an agent earns on its downline's bets (docs/agent-area.md,
-- "Rebate difference"). Each settled bet adds, in the bet's transaction, its stake and
-- floor(stake × difference / 10000) paisa to the row of every agent on the bettor's upline chain
-- whose own rate is above the rate of the member below it on the chain.
CREATE TABLE agent_rebate_accruals (
  agent_id     INTEGER NOT NULL REFERENCES members (id),
  day          TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  category     TEXT NOT NULL CHECK (length(category) BETWEEN 1 AND 32),
  -- The bettor whose stake earned it (agent01 sees agent02's members' bets too).
  source_id    INTEGER NOT NULL REFERENCES members (id),
  stake_minor  INTEGER NOT NULL CHECK (stake_minor > 0),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (agent_id, day, category, source_id)
) WITHOUT ROWID;

-- A past day's income credited to the agent: once per agent and day (the key), with its one
-- `agent_rebate` ledger row (none when the day's sum floored to 0).
CREATE TABLE agent_rebate_settlements (
  agent_id     INTEGER NOT NULL REFERENCES members (id),
  day          TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  ledger_id    INTEGER UNIQUE REFERENCES ledger (id) CHECK ((ledger_id IS NULL) = (amount_minor = 0)),
  settled_at   INTEGER NOT NULL,
  PRIMARY KEY (agent_id, day)
) WITHOUT ROWID;

-- The settlement looks for past days not yet settled.
CREATE INDEX agent_rebate_accruals_day ON agent_rebate_accruals (day, agent_id);
