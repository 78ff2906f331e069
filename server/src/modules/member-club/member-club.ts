import type { ClubBenefit, MemberClub } from '../../../../contract/member.ts';
import type { Db } from '../../db/connection.ts';
import { localisedColumn, type Language } from '../../lib/localised.ts';
import type { Member } from '../accounts/members.ts';
import { vipName } from '../accounts/profile.ts';

/** GET /wps/relay/MCS2_getMemberClubBenefit (docs/member-area.md, `MemberClub`). */

export function memberClub(db: Db, member: Member, language: Language): MemberClub {
  const totals = db.prepare('SELECT vip_deposit_minor AS deposit, vip_bet_minor AS bet FROM members WHERE id = ?').get(member.id) as {
    deposit: number;
    bet: number;
  };
  const levels = db
    .prepare(
      `SELECT level, deposit_target_minor AS deposit, bet_target_minor AS bet
    FROM vip_levels WHERE merchant = ? ORDER BY level`,
    )
    .all(member.merchant) as Array<{ level: number; deposit: number; bet: number }>;
  const benefits = db
    .prepare(
      `SELECT level, code, ${localisedColumn('title', language)}, ${localisedColumn('value', language)}
    FROM vip_benefits WHERE merchant = ? ORDER BY level, sort_order`,
    )
    .all(member.merchant) as Array<ClubBenefit & { level: number }>;
  return {
    level: member.vipLevel,
    levelName: vipName(member.vipLevel, language),
    deposit: totals.deposit / 100,
    bet: totals.bet / 100,
    levels: levels.map((l) => ({
      level: l.level,
      name: vipName(l.level, language),
      depositTarget: l.deposit / 100,
      betTarget: l.bet / 100,
      benefits: benefits.filter((b) => b.level === l.level).map(({ code, title, value }) => ({ code, title, value })),
    })),
  };
}
