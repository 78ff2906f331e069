-- Issue 21: team profit and loss (docs/agent-area.md, "Team reports") sums each team member's
-- rebate claims over a range. ledger_member (member_id, id) would read every ledger row of every
-- member (two per bet); this index holds the claims alone, a few per member.
CREATE INDEX ledger_member_rebate ON ledger (member_id, created_at) WHERE type = 'rebate';
