-- Issue 21 (the agent area): the ledger's closed list of types gains what an agent's money does
-- (docs/money.md, "Ledger, idempotency and audit"; docs/agent-area.md):
--   agent_transfer_out / agent_transfer_in  an agent's transfer to a downline member (one row each
--                                           side; the red envelope rain is several such pairs);
--   agent_rebate                            the rebate difference earned on the team's bets;
--   salary                                  a daily or hourly salary under a signed contract;
--   dividend                                a dividend period's payment under a signed contract.
-- SQLite cannot change a CHECK in place: the table is rebuilt with its rows, index and triggers
-- (migration 015's), and the members triggers that read it are dropped first and made again.

DROP TRIGGER members_balance_opening;
DROP TRIGGER members_balance_ledgered;

CREATE TABLE ledger_026 (
  id                  INTEGER PRIMARY KEY,
  member_id           INTEGER NOT NULL REFERENCES members (id),
  -- The closed list of docs/money.md; ledger.ts's LEDGER_TYPES is the same list.
  type                TEXT NOT NULL CHECK (type IN ('opening', 'adjustment', 'promotion', 'deposit', 'withdrawal_freeze',
                        'withdrawal_return', 'transfer_in', 'transfer_out', 'bet', 'payout', 'rebate',
                        'agent_transfer_out', 'agent_transfer_in', 'agent_rebate', 'salary', 'dividend')),
  -- Signed paisa, like members.balance_minor: credits positive, debits negative, never zero.
  amount_minor        INTEGER NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor INTEGER NOT NULL CHECK (balance_after_minor >= 0),
  -- What caused it, `kind:id` (promotion:7, deposit:12) or a word (opening).
  reference           TEXT NOT NULL CHECK (length(reference) BETWEEN 1 AND 128),
  created_at          INTEGER NOT NULL
);
INSERT INTO ledger_026 (id, member_id, type, amount_minor, balance_after_minor, reference, created_at)
  SELECT id, member_id, type, amount_minor, balance_after_minor, reference, created_at FROM ledger ORDER BY id;
-- No trigger fires on DROP TABLE; nothing references ledger rows by key.
DROP TABLE ledger;
ALTER TABLE ledger_026 RENAME TO ledger;
CREATE INDEX ledger_member ON ledger (member_id, id);

-- Migration 015's guards, again on the new table.
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER ledger_chain BEFORE INSERT ON ledger
WHEN NEW.balance_after_minor IS NOT coalesce(
  (SELECT balance_after_minor FROM ledger WHERE member_id = NEW.member_id ORDER BY id DESC LIMIT 1), 0) + NEW.amount_minor
BEGIN SELECT RAISE(ABORT, 'ledger row does not chain from the previous balance'); END;
CREATE TRIGGER members_balance_opening AFTER INSERT ON members
WHEN NEW.balance_minor <> 0
BEGIN SELECT RAISE(ABORT, 'a new member starts at 0: credit the balance through the ledger'); END;
CREATE TRIGGER members_balance_ledgered AFTER UPDATE OF balance_minor ON members
WHEN NEW.balance_minor IS NOT coalesce((SELECT balance_after_minor FROM ledger WHERE member_id = NEW.id ORDER BY id DESC LIMIT 1), 0)
BEGIN SELECT RAISE(ABORT, 'balance change without its ledger row'); END;
