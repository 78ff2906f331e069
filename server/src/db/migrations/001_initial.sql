-- Initial schema: merchants (tenants) and the start-up configuration served by /wps/system/*.
-- Every per-tenant table is keyed by the merchant code and cascades on merchant deletion.
-- Flags are INTEGER 0/1 with CHECKs, except mem_cen/dep_func which the platform sends as '0'/'1'.

CREATE TABLE merchants (
  code                TEXT PRIMARY KEY CHECK (length(code) BETWEEN 1 AND 32),
  name                TEXT NOT NULL,
  currency            TEXT NOT NULL,
  default_language    TEXT NOT NULL DEFAULT 'BN' CHECK (default_language IN ('BN', 'EN')),
  maintenance         INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  region_restricted   INTEGER NOT NULL DEFAULT 0 CHECK (region_restricted IN (0, 1)),
  main_domain         TEXT NOT NULL DEFAULT '',
  -- Mobile template (info.mobileTemplate).
  app_background      TEXT NOT NULL DEFAULT '',
  app_desc            TEXT NOT NULL DEFAULT '',
  app_desc_font_color TEXT NOT NULL DEFAULT '',
  mem_cen             TEXT NOT NULL DEFAULT '1' CHECK (mem_cen IN ('0', '1')),
  dep_func            TEXT NOT NULL DEFAULT '1' CHECK (dep_func IN ('0', '1')),
  -- The two spec documents disagree on the captcha length (6 vs 1-16); per-merchant, stricter default.
  captcha_length      INTEGER NOT NULL DEFAULT 6 CHECK (captcha_length BETWEEN 4 AND 16),
  updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- White-label switches form a tree (parent_mod_id NULL = root). The composite foreign key keeps
-- a child's parent inside the same merchant.
CREATE TABLE white_label_switches (
  merchant      TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  mod_id        TEXT NOT NULL CHECK (length(mod_id) BETWEEN 1 AND 64),
  parent_mod_id TEXT,
  enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort_order    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, mod_id),
  FOREIGN KEY (merchant, parent_mod_id) REFERENCES white_label_switches (merchant, mod_id)
);
CREATE INDEX white_label_switches_parent ON white_label_switches (merchant, parent_mod_id);

-- Registration field rules (reference §7.11). accepted_pattern '*' means any text.
CREATE TABLE register_settings (
  merchant         TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  field            TEXT NOT NULL,
  enabled          INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  required         INTEGER NOT NULL CHECK (required IN (0, 1)),
  accepted_pattern TEXT NOT NULL DEFAULT '*',
  pattern_id       INTEGER NOT NULL DEFAULT 0,
  min_length       INTEGER NOT NULL DEFAULT 0 CHECK (min_length >= 0),
  max_length       INTEGER NOT NULL DEFAULT 255 CHECK (max_length >= min_length),
  type             TEXT NOT NULL DEFAULT 'text',
  PRIMARY KEY (merchant, field)
);

CREATE TABLE countries (
  merchant     TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2),
  country_name TEXT NOT NULL,
  dialing_code TEXT NOT NULL CHECK (dialing_code GLOB '+[0-9]*'),
  sort_order   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, country_code)
);

-- Links are stored in plain text and obfuscated per response (see server/src/lib/obfuscate.ts).
CREATE TABLE customer_service (
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  cs_type    TEXT NOT NULL,
  url        TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, cs_type)
);

CREATE TABLE resources (
  merchant      TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  resource_type TEXT NOT NULL,
  url           TEXT NOT NULL,
  label         TEXT NOT NULL DEFAULT '',
  sort_order    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, resource_type)
);

-- kind 'image' feeds info.imageCDNs, 'launchGame' feeds info.launchGameCDNs.
CREATE TABLE image_cdns (
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('image', 'launchGame')),
  url        TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, kind, url)
);

CREATE TABLE domain_routes (
  merchant   TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  url        TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, url)
);

-- Server-wide key pairs, generated once so a restart does not invalidate clients' cached keys.
CREATE TABLE server_keys (
  id          TEXT PRIMARY KEY,
  algorithm   TEXT NOT NULL,
  public_key  TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
