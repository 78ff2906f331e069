-- Issue 21: an agent's affiliate links (docs/agent-area.md, "Open account and links"). A link's
-- code registers new members as the agent's direct members of the link's kind (0 player, 1
-- sub-agent) with the link's rebate rates (category → basis points, capped at the agent's own
-- when a member registers). A deleted link keeps its row (deleted_at), so its code is never given
-- out again and its members keep counting; it no longer registers anyone.
CREATE TABLE agent_links (
  id         INTEGER PRIMARY KEY,
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  agent_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code       TEXT NOT NULL CHECK (length(code) BETWEEN 4 AND 20),
  kind       INTEGER NOT NULL CHECK (kind IN (0, 1)),
  rates      TEXT NOT NULL CHECK (json_valid(rates)),
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE UNIQUE INDEX agent_links_code ON agent_links (merchant, code COLLATE NOCASE);
CREATE INDEX agent_links_agent ON agent_links (agent_id);

-- Who registered through which link (one link at most per member): the links' counts.
CREATE TABLE agent_link_members (
  member_id INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  link_id   INTEGER NOT NULL REFERENCES agent_links (id) ON DELETE CASCADE
);
CREATE INDEX agent_link_members_link ON agent_link_members (link_id);
