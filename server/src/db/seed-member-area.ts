import { GAME_TYPES } from '../modules/games/catalogue.ts';
import { REBATE_RATE_BP, seedMemberVip, seedVipLevels } from './seed-data/member-club.ts';
import { promotionHtml, PROMOTIONS_START, seedDemoClaims, seedDemoProgress, seedPromotions } from './seed-data/promotions.ts';
import { SEED_LAST_LOGIN_MS } from './seed-data/members.ts';

type Run = (sql: string, ...params: unknown[]) => void;

const MEMBER_ID = '(SELECT id FROM members WHERE merchant = ? AND username = ? COLLATE NOCASE)';
const PROMOTION_ID = '(SELECT id FROM promotions WHERE merchant = ? AND code = ?)';

/**
 * The member club, the promotions and the demo members' VIP levels, claims and mission
 * progress, inside seed()'s transaction (after the demo accounts). Idempotent like the rest:
 * rows are inserted on their natural keys, and a VIP level is set only on a member still at the
 * untouched VIP 0, so a value QA changed survives a re-seed.
 */
export function seedMemberArea(merchant: string, run: Run): void {
  for (const level of seedVipLevels) {
    run(
      `INSERT OR IGNORE INTO vip_levels (merchant, level, deposit_target_minor, bet_target_minor)
       VALUES (?, ?, ?, ?)`,
      merchant,
      level.level,
      level.depositTarget * 100,
      level.betTarget * 100,
    );
    level.benefits.forEach((b, i) =>
      run(
        `INSERT OR IGNORE INTO vip_benefits (merchant, level, code, sort_order, title_bn, title_en, value_bn, value_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        merchant,
        level.level,
        b.code,
        i,
        ...b.title,
        ...b.value,
      ),
    );
  }
  REBATE_RATE_BP.forEach((rateBp, level) => {
    for (const category of GAME_TYPES) {
      run('INSERT OR IGNORE INTO rebate_rates (merchant, level, category, rate_bp) VALUES (?, ?, ?, ?)', merchant, level, category, rateBp);
    }
  });
  for (const m of seedMemberVip) {
    run(
      `UPDATE members SET vip_level = ?, vip_deposit_minor = ?, vip_bet_minor = ?
       WHERE merchant = ? AND username = ? COLLATE NOCASE AND vip_level = 0 AND vip_deposit_minor = 0 AND vip_bet_minor = 0`,
      m.level,
      m.deposit * 100,
      m.bet * 100,
      merchant,
      m.username,
    );
  }
  seedPromotions.forEach((p, i) =>
    run(
      `INSERT OR IGNORE INTO promotions (merchant, code, category, type, title_bn, title_en, summary_bn, summary_en,
       content_bn, content_en, image_url, amount_minor, mission_target, starts_at, ends_at, sort_order,
       deposit_percent, deposit_min_minor, turnover_multiplier, first_deposit_only)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      merchant,
      p.code,
      p.category,
      p.type,
      ...p.title,
      ...p.summary,
      promotionHtml(p, 0),
      promotionHtml(p, 1),
      p.image,
      p.amount * 100,
      p.target ?? null,
      PROMOTIONS_START,
      p.endsAt ?? null,
      i,
      p.deposit?.percent ?? 100,
      (p.deposit?.min ?? 0) * 100,
      p.deposit?.multiplier ?? 1,
      p.deposit?.firstOnly ? 1 : 0,
    ),
  );
  for (const code of seedDemoClaims.claimed) {
    run(
      `INSERT OR IGNORE INTO promotion_claims (member_id, promotion_id, amount_minor, claimed_at)
       SELECT m.id, p.id, p.amount_minor, ? FROM members m, promotions p
       WHERE m.id = ${MEMBER_ID} AND p.id = ${PROMOTION_ID}`,
      SEED_LAST_LOGIN_MS,
      merchant,
      seedDemoClaims.username,
      merchant,
      code,
    );
  }
  for (const p of seedDemoProgress) {
    run(
      `INSERT OR IGNORE INTO mission_progress (member_id, promotion_id, progress)
       SELECT ${MEMBER_ID}, ${PROMOTION_ID}, ? WHERE ${MEMBER_ID} IS NOT NULL`,
      merchant,
      p.username,
      merchant,
      p.code,
      p.progress,
      merchant,
      p.username,
    );
  }
}
