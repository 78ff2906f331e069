import type { ClaimResult } from '../../../../contract/promotions.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { findRunningPromotion, isClaimable, missionProgress } from './promotions.ts';

/**
 * POST /wps/relay/MCSFE_claimIssuedPromotion. The claim row and the balance change are one
 * IMMEDIATE transaction, and the claim row's UNIQUE (member_id, promotion_id) is the final
 * word: of two claims at the same moment (even from two processes) one inserts the row and
 * the other finds it, so the balance rises once, with its `promotion` ledger row.
 */

export type ClaimRefusal = 'promotion.not.found' | 'promotion.not.claimable' | 'promotion.already.claimed';

export function claimPromotion(db: Db, member: Member, promotionId: number): ClaimResult | { refused: ClaimRefusal } {
  return db
    .transaction((): ClaimResult | { refused: ClaimRefusal } => {
      const promotion = findRunningPromotion(db, member.merchant, promotionId);
      if (!promotion) return { refused: 'promotion.not.found' };
      const claimed = db.prepare('SELECT 1 FROM promotion_claims WHERE member_id = ? AND promotion_id = ?').get(member.id, promotion.id);
      if (claimed) return { refused: 'promotion.already.claimed' };
      const progress = promotion.target === null ? 0 : missionProgress(db, member.id, promotion.id);
      if (!isClaimable(member, promotion, progress)) return { refused: 'promotion.not.claimable' };
      const inserted = db
        .prepare(
          `INSERT INTO promotion_claims (member_id, promotion_id, amount_minor, claimed_at)
      VALUES (?, ?, ?, ?) ON CONFLICT (member_id, promotion_id) DO NOTHING`,
        )
        .run(member.id, promotion.id, promotion.amountMinor, now());
      if (inserted.changes === 0) return { refused: 'promotion.already.claimed' };
      const { balanceAfterMinor } = changeBalance(db, member.id, 'promotion', promotion.amountMinor, `promotion:${promotion.id}`);
      return { promotionId: promotion.id, amount: promotion.amount, sumBalance: balanceAfterMinor / 100 };
    })
    .immediate();
}
