-- Issue 20: real name, payout accounts and withdrawals (docs/money.md, "Wallet", "Withdrawal",
-- "Security centre").

-- Money on its way out: not spendable, not in sumBalance. The audit proves it equals the
-- member's withdrawals still PENDING or APPROVED.
ALTER TABLE members ADD COLUMN frozen_minor INTEGER NOT NULL DEFAULT 0 CHECK (frozen_minor >= 0);

CREATE TABLE payout_accounts (
  id           INTEGER PRIMARY KEY,
  merchant     TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type         TEXT NOT NULL CHECK (type IN ('BKASH', 'NAGAD', 'ROCKET', 'UPAY', 'BANK', 'USDT_TRC20')),
  account_no   TEXT NOT NULL CHECK (length(account_no) BETWEEN 10 AND 40),
  -- The holder: the member's real name when added ('' for USDT, which has none).
  account_name TEXT NOT NULL DEFAULT '',
  -- Banks only; '' for the others (part of the uniqueness below).
  bank_code    TEXT NOT NULL DEFAULT '',
  branch       TEXT NOT NULL DEFAULT '',
  routing_no   TEXT NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  CHECK ((type = 'BANK') = (bank_code <> ''))
);
-- One account is one member's: the second adder gets payout.account.taken (or .exists).
CREATE UNIQUE INDEX payout_accounts_unique ON payout_accounts (merchant, type, bank_code, account_no);
CREATE INDEX payout_accounts_member ON payout_accounts (member_id);

-- At most 5 per member: the add call checks it in its IMMEDIATE transaction; this is the
-- database's own word on it.
CREATE TRIGGER payout_accounts_limit BEFORE INSERT ON payout_accounts
WHEN (SELECT count(*) FROM payout_accounts WHERE member_id = NEW.member_id) >= 5
BEGIN
  SELECT RAISE(ABORT, 'payout.account.limit');
END;

CREATE TABLE withdrawals (
  id                INTEGER PRIMARY KEY,
  order_no          TEXT NOT NULL UNIQUE CHECK (order_no GLOB 'W[0-9][0-9][0-9][0-9][0-9][0-9]*' AND length(order_no) = 15),
  member_id         INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The account while it exists (removal is refused while this order is open); the copy below
  -- is what the record shows and the cashier pays to.
  payout_account_id INTEGER REFERENCES payout_accounts (id) ON DELETE SET NULL,
  -- JSON PayoutAccount (contract/withdraw.ts), unmasked: the cashier needs the full number.
  account           TEXT NOT NULL,
  amount_minor      INTEGER NOT NULL CHECK (amount_minor > 0),
  state             TEXT NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'APPROVED', 'PAID', 'REJECTED')),
  reason            TEXT NOT NULL DEFAULT '',
  payout_ref        TEXT NOT NULL DEFAULT '',
  created_at        INTEGER NOT NULL,
  settled_at        INTEGER CHECK ((state IN ('PENDING', 'APPROVED')) = (settled_at IS NULL)),
  decided_by        TEXT
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at);
CREATE INDEX withdrawals_state ON withdrawals (state, created_at);
CREATE INDEX withdrawals_account ON withdrawals (payout_account_id) WHERE payout_account_id IS NOT NULL;

-- The only moves: PENDING → APPROVED | REJECTED, APPROVED → PAID | REJECTED. A paid or rejected
-- order is final: the money it moved cannot move twice.
CREATE TRIGGER withdrawals_moves BEFORE UPDATE OF state ON withdrawals
WHEN NOT ((OLD.state = 'PENDING' AND NEW.state IN ('APPROVED', 'REJECTED'))
       OR (OLD.state = 'APPROVED' AND NEW.state IN ('PAID', 'REJECTED')))
BEGIN
  SELECT RAISE(ABORT, 'withdraw.state.invalid');
END;
