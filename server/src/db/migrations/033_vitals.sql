-- Issue 22: field data (docs/field-data.md). One row per sampled page load, written by
-- POST /wps/vitals and replaced by that load's second beacon (same load_id); read by
-- `npm run admin -- vitals`. Times in ms since the navigation started; NULL = not reported.
-- Pruned on write: 30 days, and at most 100 000 rows.
CREATE TABLE vitals (
  id           INTEGER PRIMARY KEY,
  created_at   INTEGER NOT NULL,
  merchant     TEXT    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  load_id      TEXT    NOT NULL,
  page         TEXT    NOT NULL,
  connection   TEXT,
  save_data    INTEGER NOT NULL,
  controlled   INTEGER NOT NULL,
  fcp          REAL,
  lcp          REAL,
  cls          REAL,
  inp          REAL,
  first_game   REAL,
  -- A JSON array of file names, NULL when none failed.
  chunk_errors TEXT,
  UNIQUE (merchant, load_id)
);
-- The report: one merchant's rows of the last N days.
CREATE INDEX vitals_report ON vitals (merchant, created_at);
-- The age prune, across merchants.
CREATE INDEX vitals_age ON vitals (created_at);
