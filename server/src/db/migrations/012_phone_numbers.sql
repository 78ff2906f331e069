-- Issue 19: one phone number, one form (server/src/modules/sms/phone.ts). Numbers were stored as
-- typed, so '01711000001', '1711000001' and '001711000001' under +880 were three numbers: three
-- accounts, three SMS budgets. From now on `members.mobile` holds the national significant number
-- (no trunk zeros, no repeated country code); with `dialing_code` that is the E.164 number.
--
-- Stored rows are converted here with the rule phone.ts applies to every number that comes in.
-- Two members whose numbers become one: the one registered first (lowest id) keeps the number,
-- the same first-come rule that would have refused the later ones; the others keep their account,
-- balance and sessions but lose the number, which is recorded in `phone_conflicts` for an
-- operator to settle (docs/security.md, "Phone numbers"). Nothing fails, no account is lost.

-- The longest national significant number per country: a number longer than this that starts
-- with the country code has had the code typed again. NULL: E.164's 15 digits minus the code.
ALTER TABLE countries ADD COLUMN national_digits INTEGER CHECK (national_digits BETWEEN 4 AND 14);
UPDATE countries SET national_digits = CASE dialing_code
  WHEN '+880' THEN 10 WHEN '+91' THEN 10 WHEN '+92' THEN 10 WHEN '+977' THEN 10
  WHEN '+94' THEN 9 WHEN '+60' THEN 10 WHEN '+971' THEN 9 WHEN '+966' THEN 9 END;

CREATE TABLE phone_conflicts (
  member_id     INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant      TEXT NOT NULL,
  dialing_code  TEXT NOT NULL,
  -- The number as it was stored, and the form it shares with the member who kept it.
  mobile_before TEXT NOT NULL,
  mobile        TEXT NOT NULL,
  kept_by       INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  detached_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TEMP TABLE phone_forms AS
WITH typed AS (
  SELECT m.id, m.merchant, m.dialing_code, m.mobile,
         ltrim(m.mobile, '0') AS digits,
         substr(m.dialing_code, 2) AS code,
         coalesce((SELECT c.national_digits FROM countries c WHERE c.merchant = m.merchant AND c.dialing_code = m.dialing_code),
                  15 - length(m.dialing_code) + 1) AS longest
  FROM members m WHERE m.mobile IS NOT NULL
), national AS (
  SELECT id, merchant, dialing_code, mobile,
         CASE WHEN length(digits) > longest AND substr(digits, 1, length(code)) = code
              THEN ltrim(substr(digits, length(code) + 1), '0') ELSE digits END AS form
  FROM typed
)
-- A number of zeros only has no national form: it stays as it was.
SELECT id, merchant, dialing_code, mobile, CASE WHEN form = '' THEN mobile ELSE form END AS form,
       min(id) OVER (PARTITION BY merchant, dialing_code, CASE WHEN form = '' THEN mobile ELSE form END) AS keeper
FROM national;

INSERT INTO phone_conflicts (member_id, merchant, dialing_code, mobile_before, mobile, kept_by)
  SELECT id, merchant, dialing_code, mobile, form, keeper FROM phone_forms WHERE id <> keeper;

-- The others first, so that no keeper's new value meets a row still holding it.
UPDATE members SET dialing_code = NULL, mobile = NULL WHERE id IN (SELECT id FROM phone_forms WHERE id <> keeper);
UPDATE members SET mobile = (SELECT form FROM phone_forms f WHERE f.id = members.id)
  WHERE id IN (SELECT id FROM phone_forms WHERE id = keeper AND form <> mobile);

DROP TABLE phone_forms;

-- Live SMS codes were keyed by the typed number; they last five minutes: ask for a new one.
DELETE FROM sms_codes;

-- Also issue 19 (captcha requests): each new captcha sweeps the expired answers from the outbox.
CREATE INDEX outbox_captcha_age ON outbox (created_at) WHERE channel = 'captcha';
