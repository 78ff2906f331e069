import type { Db } from './connection.ts';
import { seedAnnouncements, type SeedAnnouncement } from './seed-data/announcements.ts';
import type { SeedText } from './seed-data/help.ts';

type Count = (changes: number) => void;

/**
 * Seeding of the two-language rows (announcements, inbox messages): insert what is missing, keyed
 * by the BN title, and give a row the seed wrote earlier in BN alone (a database from before
 * migration 011) its English, but only where no one has written English yet: what QA or a cashier
 * changed stays.
 */

export interface SeedMessageRow {
  username: string;
  bn: SeedText;
  en: SeedText;
  createdAt: number;
  readAt: number | null;
}

/** A writer of demo inbox messages for `merchant` (a member's message is keyed by its BN title). */
export function inboxSeeder(db: Db, merchant: string, count: Count): (m: SeedMessageRow) => void {
  const memberId = '(SELECT id FROM members WHERE merchant = @merchant AND username = @username COLLATE NOCASE)';
  const insert = db.prepare(`INSERT INTO inbox_messages (member_id, title_bn, content_bn, title_en, content_en, created_at, read_at)
    SELECT m.id, @titleBn, @contentBn, @titleEn, @contentEn, @createdAt, @readAt FROM members m WHERE m.id = ${memberId}
      AND NOT EXISTS (SELECT 1 FROM inbox_messages WHERE member_id = m.id AND title_bn = @titleBn)`);
  const fill = db.prepare(`UPDATE inbox_messages SET title_en = @titleEn, content_en = @contentEn
    WHERE member_id = ${memberId} AND title_bn = @titleBn AND title_en = '' AND content_en = ''`);
  return (m) => {
    const params = {
      merchant,
      username: m.username,
      createdAt: m.createdAt,
      readAt: m.readAt,
      titleBn: m.bn.title,
      contentBn: m.bn.content,
      titleEn: m.en.title,
      contentEn: m.en.content,
    };
    count(insert.run(params).changes + fill.run(params).changes);
  };
}

/** Writes the demo announcements of `merchant` in their order (seed-data/announcements.ts). */
export function seedAnnouncementRows(db: Db, merchant: string, count: Count, rows: readonly SeedAnnouncement[] = seedAnnouncements): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO announcements (merchant, type, group_name, platform, title_bn,
      content_bn, title_en, content_en, image_url, link_url, execution, promotion_type, sort_order)
    VALUES (@merchant, @type, @groupName, 'M', @titleBn, @contentBn, @titleEn, @contentEn, @imageUrl, @linkUrl,
      @execution, @promotionType, @order)`);
  const fill = db.prepare(`UPDATE announcements SET title_en = @titleEn, content_en = @contentEn
    WHERE merchant = @merchant AND group_name = @groupName AND type = @type AND title_bn = @titleBn
      AND title_en = '' AND content_en = ''`);
  rows.forEach((a, order) => {
    const params = {
      merchant,
      type: a.type,
      groupName: a.groupName,
      order,
      titleBn: a.bn.title,
      contentBn: a.bn.content,
      titleEn: a.en.title,
      contentEn: a.en.content,
      imageUrl: a.imageUrl ?? '',
      linkUrl: a.linkUrl ?? '',
      execution: a.execution ?? null,
      promotionType: a.promotionType ?? '',
    };
    count(insert.run(params).changes + fill.run(params).changes);
  });
}
