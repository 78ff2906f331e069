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
import {
  seedCountries,
  seedCustomerService,
  seedDomainRoutes,
  seedImageCdns,
  seedLaunchGameCdns,
  seedMerchant,
  seedResources,
} from './seed-data/merchant.ts';
import { seedPaymentChannels } from './seed-data/payment-channels.ts';
import { seedRegisterRules } from './seed-data/register.ts';
import { seedSwitchTree, type SeedSwitch } from './seed-data/switches.ts';

/**
 * Inserts the demo merchant, its configuration, demo accounts, announcements, the games catalogue
 * (with the lottery lobby's menus) and the home page's member data (inbox, contract offers). Idempotent:
 * every insert is `INSERT OR IGNORE` on the natural key, so re-running adds what is missing and
 * never overwrites what QA changed (for example a switch turned off with the admin CLI).
 * Returns the number of rows inserted.
 */
export function seed(db: Db): number {
  const m = seedMerchant;
  let inserted = 0;
  const run = (sql: string, ...params: unknown[]): void => {
    inserted += db.prepare(sql).run(...params).changes;
  };

  db.transaction(() => {
    run(
      `INSERT OR IGNORE INTO merchants (code, name, currency, default_language, main_domain,
         app_background, app_desc_bn, app_desc_en, app_desc_font_color, mem_cen, dep_func, captcha_length)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      m.code,
      m.name,
      m.currency,
      m.defaultLanguage,
      m.mainDomain,
      m.appBackground,
      m.appDesc.bn,
      m.appDesc.en,
      m.appDescFontColor,
      m.memCen,
      m.depFunc,
      m.captchaLength,
    );
    // A merchant seeded before migration 011 had the English tagline only.
    run("UPDATE merchants SET app_desc_bn = ? WHERE code = ? AND app_desc_bn = '' AND app_desc_en = ?", m.appDesc.bn, m.code, m.appDesc.en);

    const insertSwitch = (node: SeedSwitch, parent: string | null, order: number): void => {
      run(
        `INSERT OR IGNORE INTO white_label_switches (merchant, mod_id, parent_mod_id, enabled, sort_order)
         VALUES (?, ?, ?, ?, ?)`,
        m.code,
        node.modId,
        parent,
        node.enabled ? 1 : 0,
        order,
      );
      node.children?.forEach((child, i) => insertSwitch(child, node.modId, i));
    };
    seedSwitchTree.forEach((node, i) => insertSwitch(node, null, i));

    for (const [field, r] of Object.entries(seedRegisterRules)) {
      run(
        `INSERT OR IGNORE INTO register_settings (merchant, field, enabled, required, accepted_pattern,
           pattern_id, min_length, max_length, type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        m.code,
        field,
        r.enabled ? 1 : 0,
        r.required ? 1 : 0,
        r.acceptedPattern,
        r.patternId,
        r.minLength,
        r.maxLength,
        r.type,
      );
    }

    seedCountries.forEach(([code, name, dialing, nationalDigits], i) =>
      run(
        `INSERT OR IGNORE INTO countries (merchant, country_code, country_name, dialing_code, sort_order, national_digits)
       VALUES (?, ?, ?, ?, ?, ?)`,
        m.code,
        code,
        name,
        dialing,
        i,
        nationalDigits,
      ),
    );
    seedCustomerService.forEach(([csType, url], i) =>
      run('INSERT OR IGNORE INTO customer_service (merchant, cs_type, url, sort_order) VALUES (?, ?, ?, ?)', m.code, csType, url, i),
    );
    seedResources.forEach(([type, url, label], i) =>
      run(
        `INSERT OR IGNORE INTO resources (merchant, resource_type, url, label, sort_order)
       VALUES (?, ?, ?, ?, ?)`,
        m.code,
        type,
        url,
        label,
        i,
      ),
    );
    const cdns = [...seedImageCdns.map((url) => ['image', url] as const), ...seedLaunchGameCdns.map((url) => ['launchGame', url] as const)];
    cdns.forEach(([kind, url], i) =>
      run('INSERT OR IGNORE INTO image_cdns (merchant, kind, url, sort_order) VALUES (?, ?, ?, ?)', m.code, kind, url, i),
    );
    seedDomainRoutes.forEach((url, i) => run('INSERT OR IGNORE INTO domain_routes (merchant, url, sort_order) VALUES (?, ?, ?)', m.code, url, i));
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
  }).immediate();

  return inserted;
}

/** Seeds only a database that has no merchant yet (server start-up). */
export function seedIfEmpty(db: Db): number {
  const row = db.prepare('SELECT count(*) AS n FROM merchants').get() as { n: number };
  return row.n === 0 ? seed(db) : 0;
}
