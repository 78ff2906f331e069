import type { Db } from './connection.ts';
import { seedCountries, type SeedMerchantConfig } from './seed-data/merchant.ts';
import { seedRegisterRules } from './seed-data/register.ts';
import { seedSwitchTree, type SeedSwitch } from './seed-data/switches.ts';

type Run = (sql: string, ...params: unknown[]) => void;

/**
 * A merchant's row and what its start-up call reads (switches, registration rules, countries,
 * customer service, resources, CDNs, domain routes), inside seed()'s transaction. Every merchant
 * gets the same switches, rules and countries; the rest is its own.
 */
export function seedMerchantConfig(db: Db, config: SeedMerchantConfig, run: Run): void {
  const m = config.merchant;
  // The codec is named only when it is not the default: bdm01 seeds on schemas older than 034 too.
  const codec = m.codec === 'webcrypto' ? [] : [m.codec];
  run(
    `INSERT OR IGNORE INTO merchants (code, name, currency, default_language, main_domain,
       app_background, app_desc_bn, app_desc_en, app_desc_font_color, mem_cen, dep_func, captcha_length${codec.length ? ', codec' : ''})
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${codec.length ? ', ?' : ''})`,
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
    ...codec,
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
  config.customerService.forEach(([csType, url], i) =>
    run('INSERT OR IGNORE INTO customer_service (merchant, cs_type, url, sort_order) VALUES (?, ?, ?, ?)', m.code, csType, url, i),
  );
  config.resources.forEach(([type, url, label], i) =>
    run('INSERT OR IGNORE INTO resources (merchant, resource_type, url, label, sort_order) VALUES (?, ?, ?, ?, ?)', m.code, type, url, label, i),
  );
  const cdns = [...config.imageCdns.map((url) => ['image', url] as const), ...config.launchGameCdns.map((url) => ['launchGame', url] as const)];
  cdns.forEach(([kind, url], i) =>
    run('INSERT OR IGNORE INTO image_cdns (merchant, kind, url, sort_order) VALUES (?, ?, ?, ?)', m.code, kind, url, i),
  );
  config.domainRoutes.forEach((url, i) => run('INSERT OR IGNORE INTO domain_routes (merchant, url, sort_order) VALUES (?, ?, ?)', m.code, url, i));
}
