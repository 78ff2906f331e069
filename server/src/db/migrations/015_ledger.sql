-- Issue 20: the money ledger and the idempotency keys of money requests (docs/money.md,
-- "Ledger, idempotency and audit"). Every balance change is one ledger row written in the same
-- transaction as the change (server/src/modules/wallet/ledger.ts); the triggers below make the
-- database itself refuse anything else. A later migration that rebuilds `members` or `ledger`
-- must create these triggers again on the new table.

CREATE TABLE ledger (
  id                  INTEGER PRIMARY KEY,
  member_id           INTEGER NOT NULL REFERENCES members (id),
  -- The closed list of docs/money.md; ledger.ts's LEDGER_TYPES is the same list.
  type                TEXT NOT NULL CHECK (type IN ('opening', 'adjustment', 'promotion', 'deposit', 'withdrawal_freeze',
                        'withdrawal_return', 'transfer_in', 'transfer_out', 'bet', 'payout', 'rebate')),
  -- Signed paisa, like members.balance_minor: credits positive, debits negative, never zero.
  amount_minor        INTEGER NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor INTEGER NOT NULL CHECK (balance_after_minor >= 0),
  -- What caused it, `kind:id` (promotion:7, deposit:12) or a word (opening).
  reference           TEXT NOT NULL CHECK (length(reference) BETWEEN 1 AND 128),
  created_at          INTEGER NOT NULL
);
CREATE INDEX ledger_member ON ledger (member_id, id);

-- Append-only.
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;

-- Each row chains from the member's previous one (or from 0 for the first).
CREATE TRIGGER ledger_chain BEFORE INSERT ON ledger
WHEN NEW.balance_after_minor IS NOT coalesce(
  (SELECT balance_after_minor FROM ledger WHERE member_id = NEW.member_id ORDER BY id DESC LIMIT 1), 0) + NEW.amount_minor
BEGIN SELECT RAISE(ABORT, 'ledger row does not chain from the previous balance'); END;

-- Backfill, before the balance triggers: an upgraded database's balances become opening rows, so
-- the audit holds from the first day.
INSERT INTO ledger (member_id, type, amount_minor, balance_after_minor, reference, created_at)
  SELECT id, 'opening', balance_minor, balance_minor, 'opening', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
  FROM members WHERE balance_minor <> 0 ORDER BY id;

-- A balance is only ever what its last ledger row says: a member starts at 0, and a balance
-- update without its row first is refused.
CREATE TRIGGER members_balance_opening AFTER INSERT ON members
WHEN NEW.balance_minor <> 0
BEGIN SELECT RAISE(ABORT, 'a new member starts at 0: credit the balance through the ledger'); END;
CREATE TRIGGER members_balance_ledgered AFTER UPDATE OF balance_minor ON members
WHEN NEW.balance_minor IS NOT coalesce((SELECT balance_after_minor FROM ledger WHERE member_id = NEW.id ORDER BY id DESC LIMIT 1), 0)
BEGIN SELECT RAISE(ABORT, 'balance change without its ledger row'); END;

-- The first answer to a money request, kept per member, route and client key (24 hours), written
-- in the transaction of the money write itself: a retry finds it and gets the same answer.
CREATE TABLE idempotency_keys (
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  route       TEXT NOT NULL CHECK (length(route) BETWEEN 1 AND 128),
  key         TEXT NOT NULL CHECK (length(key) BETWEEN 16 AND 64),
  -- SHA-256 of the request body (canonical JSON): the same key with another body is refused.
  body_hash   TEXT NOT NULL CHECK (length(body_hash) = 64),
  -- The answer's value as JSON (only successes are kept: a refusal writes nothing).
  answer      TEXT NOT NULL CHECK (json_valid(answer)),
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (member_id, route, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
