-- Issue 6, content and agent area (docs/member-area.md): the help centre, agent announcements and
-- who has read them. The team KPI needs nothing new: members already have upline_id,
-- reg_date and last_login_at, sessions their created_at/expires_at, recent_games the launches.

-- Help centre entries (GET /wps/system/helpCenter), one row per language: a translation is its own
-- entry, matched to the other language by `tag`. Children hang under a parent of the same language.
CREATE TABLE help_entries (
  id         INTEGER PRIMARY KEY,
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  language   TEXT NOT NULL CHECK (language IN ('BN', 'EN')),
  parent_id  INTEGER REFERENCES help_entries (id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- A short slug ('deposit', 'agreement'): the same entry has the same tag in every language.
  tag        TEXT NOT NULL CHECK (tag GLOB '[a-z]*' AND tag NOT GLOB '*[^a-z0-9-]*' AND length(tag) <= 32),
  title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 256),
  -- HTML, sanitised by the client like every server HTML.
  content    TEXT NOT NULL DEFAULT '',
  UNIQUE (merchant, language, tag)
);
CREATE INDEX help_entries_list ON help_entries (merchant, language, parent_id, sort_order);

-- Announcements to the merchant's agents (MCSFE_getListAnnouncements types=A), in both languages.
CREATE TABLE agent_announcements (
  id         INTEGER PRIMARY KEY,
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  title_bn   TEXT NOT NULL CHECK (length(title_bn) BETWEEN 1 AND 256),
  title_en   TEXT NOT NULL CHECK (length(title_en) BETWEEN 1 AND 256),
  content_bn TEXT NOT NULL DEFAULT '',
  content_en TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (merchant, title_en)
);
CREATE INDEX agent_announcements_list ON agent_announcements (merchant, created_at);

-- One row per agent and announcement read (MCSFE_readAnnouncement): reading twice changes nothing.
CREATE TABLE agent_announcement_reads (
  member_id       INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  announcement_id INTEGER NOT NULL REFERENCES agent_announcements (id) ON DELETE CASCADE,
  read_at         INTEGER NOT NULL,
  UNIQUE (member_id, announcement_id)
);

