-- Issue 20: DEPOSIT promotions picked at deposit, and what they bring (docs/money.md, "Deposit
-- promotions and turnover"). A promotion of category DEPOSIT pays `deposit_percent` % of the
-- deposit's credit, at most its `amount_minor` (the cap), for a deposit of at least
-- `deposit_min_minor`; the deposit and its bonus then add (credit + bonus) × `turnover_multiplier`
-- to the turnover still to play. Other categories ignore these columns.
ALTER TABLE promotions ADD COLUMN deposit_percent INTEGER NOT NULL DEFAULT 100 CHECK (deposit_percent BETWEEN 1 AND 1000);
ALTER TABLE promotions ADD COLUMN deposit_min_minor INTEGER NOT NULL DEFAULT 0 CHECK (deposit_min_minor >= 0);
ALTER TABLE promotions ADD COLUMN turnover_multiplier INTEGER NOT NULL DEFAULT 1 CHECK (turnover_multiplier BETWEEN 1 AND 100);
ALTER TABLE promotions ADD COLUMN first_deposit_only INTEGER NOT NULL DEFAULT 0 CHECK (first_deposit_only IN (0, 1));

-- The seeded first-deposit bonus: 100 % up to ৳300 (its amount), from ৳500, 5×, first deposit only.
-- (A fresh database gets the same terms from the seed, which runs after the migrations.)
UPDATE promotions SET deposit_percent = 100, deposit_min_minor = 50000, turnover_multiplier = 5, first_deposit_only = 1
  WHERE code = 'first-deposit';

-- The promotion the player picked, and the bonus its SUCCESS paid (0: none picked, or no longer valid).
ALTER TABLE deposits ADD COLUMN promotion_id INTEGER REFERENCES promotions (id);
ALTER TABLE deposits ADD COLUMN bonus_minor INTEGER NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0);
