-- Issue 21: an agent's transfers to its downline (docs/agent-area.md, "Team and transfers"). One
-- order per request: a single transfer has one recipient, a red envelope rain several, and every
-- recipient is one ledger pair (`agent_transfer_out` on the agent, `agent_transfer_in` on the
-- member, reference `agent-transfer:<order_no>`) written in the same IMMEDIATE transaction as
-- these rows (server/src/modules/agent/team-transfer.ts).
CREATE TABLE agent_transfers (
  id          INTEGER PRIMARY KEY,
  order_no    TEXT NOT NULL UNIQUE CHECK (order_no GLOB 'A[0-9][0-9][0-9][0-9][0-9][0-9]????????' AND length(order_no) = 15),
  agent_id    INTEGER NOT NULL REFERENCES members (id),
  kind        TEXT NOT NULL CHECK (kind IN ('SINGLE', 'RAIN')),
  total_minor INTEGER NOT NULL CHECK (total_minor > 0),
  created_at  INTEGER NOT NULL
);
CREATE INDEX agent_transfers_agent ON agent_transfers (agent_id, created_at);

CREATE TABLE agent_transfer_items (
  transfer_id  INTEGER NOT NULL REFERENCES agent_transfers (id),
  member_id    INTEGER NOT NULL REFERENCES members (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  PRIMARY KEY (transfer_id, member_id)
) WITHOUT ROWID;
CREATE INDEX agent_transfer_items_member ON agent_transfer_items (member_id);
