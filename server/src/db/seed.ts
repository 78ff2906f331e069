import type { Db } from './connection.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedAgentLinks } from './seed-agent-links.ts';
import { seedAgentRebates } from './seed-agent-rebates.ts';
import { seedContentAgent } from './seed-content-agent.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedAnnouncementRows } from './seed-texts.ts';
import { seedGames } from './seed-games.ts';
import { seedLottery } from './seed-lottery.ts';
import { seedMemberArea } from './seed-member-area.ts';
import { seedPayoutAccount } from './seed-withdrawals.ts';
import { seedMoneyHistory } from './seed-money-history.ts';
import { firstMerchantConfig } from './seed-data/merchant.ts';
import { seedPaymentChannels } from './seed-data/payment-channels.ts';
import { seedMerchantConfig } from './seed-merchant.ts';
import { seedSecondMerchant } from './seed-second-merchant.ts';

/**
 * Inserts the demo merchant, its configuration, demo accounts, announcements, the games catalogue
 * (with the lottery lobby's menus) and the home page's member data (inbox, contract offers); then
 * the second merchant, bdm02 (seed-second-merchant.ts). Idempotent:
 * every insert is `INSERT OR IGNORE` on the natural key, so re-running adds what is missing and
 * never overwrites what QA changed (for example a switch turned off with the admin CLI).
 * Returns the number of rows inserted.
 */
export function seed(db: Db): number {
  const m = firstMerchantConfig.merchant;
  let inserted = 0;
  const run = (sql: string, ...params: unknown[]): void => {
    inserted += db.prepare(sql).run(...params).changes;
  };

  db.transaction(() => {
    seedMerchantConfig(db, firstMerchantConfig, run);
    seedAccounts(db, m.code, run);
    seedAnnouncementRows(db, m.code, (changes) => {
      inserted += changes;
    });
    seedGames(db, m.code, (changes) => {
      inserted += changes;
    });
    seedLottery(db, m.code, (changes) => {
      inserted += changes;
    });
    seedContentAgent(db, m.code, (changes) => {
      inserted += changes;
    });
    seedAgentLinks(db, m.code);
    seedMemberArea(m.code, run);
    seedPayoutAccount(db, m.code);
    seedPaymentChannels.forEach((c, i) =>
      run(
        `INSERT OR IGNORE INTO payment_channels (merchant, code, sort_order, ways, currency, rate_minor, min_minor, max_minor,
           fee_bp, quick_amounts, name_bn, name_en, reference_label_bn, reference_label_en, reference_pattern, reference_case,
           reference_example, sender_pattern, instructions_bn, instructions_en, receiving)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        m.code,
        c.code,
        i,
        c.ways,
        c.currency,
        c.rate === null ? null : c.rate * 100,
        c.min * 100,
        c.max * 100,
        c.feeBp,
        JSON.stringify(c.quickAmounts),
        ...c.name,
        ...c.referenceLabel,
        c.referencePattern,
        c.referenceCase,
        c.referenceExample,
        c.senderPattern,
        ...c.instructions,
        JSON.stringify(c.receiving),
      ),
    );
    // After the VIP levels, rebate rates, games and channels it refers to.
    seedMoneyHistory(db, m.code);
    // After the team's bets, which its settlements pay for.
    seedContracts(db, m.code);
    // After the bets it replays.
    seedAgentRebates(db, m.code);
    // bdm02's clients speak the legacy codec, which a schema before migration 034 cannot hold.
    if (db.prepare("SELECT 1 FROM pragma_table_info('merchants') WHERE name = 'codec'").get()) {
      seedSecondMerchant(db, run, (changes) => {
        inserted += changes;
      });
    }
  }).immediate();

  return inserted;
}

/** Seeds only a database that has no merchant yet (server start-up). */
export function seedIfEmpty(db: Db): number {
  const row = db.prepare('SELECT count(*) AS n FROM merchants').get() as { n: number };
  return row.n === 0 ? seed(db) : 0;
}
