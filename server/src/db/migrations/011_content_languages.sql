-- Issue 17: every text a player reads is stored in BN and EN, side by side, as the promotions,
-- VIP benefits and agent announcements already are (`<name>_bn`, `<name>_en`). A cashier edits
-- the two texts of one row; the server answers in the request's language and falls back to the
-- other one where a text is empty (lib/localised.ts), so a row written in one language first
-- still shows. The texts held so far become the language they were written in: announcements
-- and inbox messages Bengali, the download bar's tagline English. The seed, which runs after
-- every migration, fills in the other language of the rows it seeded (never of others).

ALTER TABLE announcements RENAME COLUMN title TO title_bn;
ALTER TABLE announcements RENAME COLUMN content TO content_bn;
ALTER TABLE announcements ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE announcements ADD COLUMN content_en TEXT NOT NULL DEFAULT '';

ALTER TABLE inbox_messages RENAME COLUMN title TO title_bn;
ALTER TABLE inbox_messages RENAME COLUMN content TO content_bn;
ALTER TABLE inbox_messages ADD COLUMN title_en TEXT NOT NULL DEFAULT '' CHECK (length(title_en) <= 256);
ALTER TABLE inbox_messages ADD COLUMN content_en TEXT NOT NULL DEFAULT '';

ALTER TABLE merchants RENAME COLUMN app_desc TO app_desc_en;
ALTER TABLE merchants ADD COLUMN app_desc_bn TEXT NOT NULL DEFAULT '';
