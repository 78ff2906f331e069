import type { Country } from '../../../../contract/system.ts';
import type { Db } from '../../db/connection.ts';

/** GET /wps/system/country. */
export function listCountries(db: Db, merchant: string): Country[] {
  return db
    .prepare(
      `SELECT country_name AS countryName, country_code AS countryCode, dialing_code AS dialingCode
       FROM countries WHERE merchant = ? ORDER BY sort_order, country_code`,
    )
    .all(merchant) as Array<{ countryName: string; countryCode: string; dialingCode: string }>;
}
