import type { AffiliateAnswer } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { RuleError } from '../rule-error.ts';
import { findInvitation } from '../agent/links.ts';

/** GET /wps/agent/affiliate: `{ code }` as stored for a known invitation code (a member's or a live
 *  affiliate link's), else affiliate.code.invalid. */
export function checkAffiliateCode(db: Db, merchant: string, code: string): AffiliateAnswer {
  const owner = code ? findInvitation(db, merchant, code) : undefined;
  if (!owner) throw new RuleError('affiliate.code.invalid');
  return { code: owner.code };
}
