import type { Db } from '../../db/connection.ts';

export interface Merchant {
  code: string;
  name: string;
  currency: string;
  defaultLanguage: 'BN' | 'EN';
  maintenance: boolean;
  regionRestricted: boolean;
  mainDomain: string;
  appBackground: string;
  /** The download bar's tagline in each language (lib/localised.ts picks one). */
  appDesc: { bn: string; en: string };
  appDescFontColor: string;
  memCen: '0' | '1';
  depFunc: '0' | '1';
  captchaLength: number;
  /** The request-body codec its clients speak (migration 034). */
  codec: MerchantCodec;
}

export type MerchantCodec = 'webcrypto' | 'legacy';

interface MerchantRow {
  code: string;
  name: string;
  currency: string;
  default_language: 'BN' | 'EN';
  maintenance: number;
  region_restricted: number;
  main_domain: string;
  app_background: string;
  app_desc_bn: string;
  app_desc_en: string;
  app_desc_font_color: string;
  mem_cen: '0' | '1';
  dep_func: '0' | '1';
  captcha_length: number;
  codec: MerchantCodec;
}

/**
 * Reads the merchant fresh from the database. Deliberately uncached: the admin CLI changes
 * these flags from another process, and the next request must see the change.
 */
export function findMerchant(db: Db, code: string): Merchant | undefined {
  const row = db.prepare('SELECT * FROM merchants WHERE code = ?').get(code) as MerchantRow | undefined;
  if (!row) return undefined;
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    defaultLanguage: row.default_language,
    maintenance: row.maintenance === 1,
    regionRestricted: row.region_restricted === 1,
    mainDomain: row.main_domain,
    appBackground: row.app_background,
    appDesc: { bn: row.app_desc_bn, en: row.app_desc_en },
    appDescFontColor: row.app_desc_font_color,
    memCen: row.mem_cen,
    depFunc: row.dep_func,
    captchaLength: row.captcha_length,
    codec: row.codec,
  };
}

export interface FlagChange {
  before: boolean;
  after: boolean;
}

type MerchantFlag = 'maintenance' | 'region_restricted';

function setFlag(db: Db, code: string, column: MerchantFlag, on: boolean): FlagChange {
  return db
    .transaction((): FlagChange => {
      const row = db.prepare(`SELECT ${column} AS flag FROM merchants WHERE code = ?`).get(code) as { flag: number } | undefined;
      if (!row) throw new MerchantNotFoundError(code);
      db.prepare(`UPDATE merchants SET ${column} = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE code = ?`).run(on ? 1 : 0, code);
      return { before: row.flag === 1, after: on };
    })
    .immediate();
}

export function setMaintenance(db: Db, code: string, on: boolean): FlagChange {
  return setFlag(db, code, 'maintenance', on);
}

export function setRegionRestricted(db: Db, code: string, on: boolean): FlagChange {
  return setFlag(db, code, 'region_restricted', on);
}

export class MerchantNotFoundError extends Error {
  constructor(readonly code: string) {
    super(`Unknown merchant '${code}'`);
    this.name = 'MerchantNotFoundError';
  }
}

/** Throws MerchantNotFoundError unless the merchant exists (admin commands on a wrong code). */
export function requireMerchant(db: Db, code: string): void {
  if (!db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(code)) throw new MerchantNotFoundError(code);
}
