-- Member inbox and agent contract offers (docs/api.md: unread count, contract status), and the
-- demo banners' switch to WebP.

-- Messages to one member (CSP_getInbox / CSP_unreadCount). read_at NULL = unread.
CREATE TABLE inbox_messages (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 256),
  -- HTML, sanitised by the client like every server HTML.
  content    TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  read_at    INTEGER CHECK (read_at >= created_at)
);
CREATE INDEX inbox_messages_member ON inbox_messages (member_id, created_at);
CREATE INDEX inbox_messages_unread ON inbox_messages (member_id) WHERE read_at IS NULL;

-- Contracts offered to an agent (daily salary, dividend, hourly salary, real-time salary).
-- One row per kind: a new offer replaces the answer to the old one.
CREATE TABLE agent_contracts (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('daily', 'dividend', 'hourly', 'realtime')),
  status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  offered_at  INTEGER NOT NULL,
  answered_at INTEGER CHECK (answered_at >= offered_at),
  CHECK ((status = 'pending') = (answered_at IS NULL)),
  UNIQUE (member_id, kind)
);

-- The demo banners are now WebP renderings of the SVG sources (scripts/make-demo-images.ts);
-- a database seeded before keeps its rows, so point them at the new files here.
UPDATE announcements SET image_url = substr(image_url, 1, length(image_url) - 4) || '.webp'
WHERE image_url IN ('/cdn/banners/home-1.svg', '/cdn/banners/home-2.svg', '/cdn/banners/home-3.svg',
                    '/cdn/banners/promo-1.svg', '/cdn/banners/reg-1.svg', '/cdn/banners/reg-2.svg');
