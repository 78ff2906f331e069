import type { AffiliateAnswer } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { RuleError } from '../rule-error.ts';
import { findByAffiliateCode } from './members.ts';

/** GET /wps/agent/affiliate: `{ code }` as stored for a known invitation code, else affiliate.code.invalid. */
export function checkAffiliateCode(db: Db, merchant: string, code: string): AffiliateAnswer {
  const owner = code ? findByAffiliateCode(db, merchant, code) : undefined;
  if (!owner) throw new RuleError('affiliate.code.invalid');
  return { code: owner.code };
}
