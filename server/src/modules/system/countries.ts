import type { Db } from '../../db/connection.ts';

export interface Country {
  countryName: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** With the plus sign, e.g. "+880". */
  dialingCode: string;
}

export function listCountries(db: Db, merchant: string): Country[] {
  return db
    .prepare(
      `SELECT country_name AS countryName, country_code AS countryCode, dialing_code AS dialingCode
       FROM countries WHERE merchant = ? ORDER BY sort_order, country_code`,
    )
    .all(merchant) as Country[];
}
