-- Issue 21: an agent's rebate rates (docs/agent-area.md, "Rebate rates"), per member and game
-- category, in basis points like rebate_rates (30 = 0.3 %). A member's row is set by their upline
-- (a top agent's by the merchant, through the seed or the admin CLI); a member without a row has
-- 0. A downline's rate never exceeds its upline's own: server/src/modules/agent/rebate-rates.ts
-- checks it in the writer's transaction. What an agent earns on a downline's bet is the difference
-- between the two rates.
CREATE TABLE agent_rebate_rates (
  member_id INTEGER NOT NULL REFERENCES members (id),
  category  TEXT NOT NULL CHECK (length(category) BETWEEN 1 AND 32),
  rate_bp   INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (member_id, category)
) WITHOUT ROWID;

-- The rates an agent gives each new downline member (open account, an affiliate link's
-- registration), never above the agent's own.
CREATE TABLE agent_rebate_defaults (
  agent_id INTEGER NOT NULL REFERENCES members (id),
  category TEXT NOT NULL CHECK (length(category) BETWEEN 1 AND 32),
  rate_bp  INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (agent_id, category)
) WITHOUT ROWID;
