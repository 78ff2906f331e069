import type { Announcements, LinkageType, PopupItem } from '../../../../contract/content.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { requireMerchant } from '../merchants/merchants.ts';
import { localisedColumn, type Language } from '../../lib/localised.ts';
import { isHttpUrl } from '../../lib/urls.ts';

/**
 * Announcements (relay MCSFE_getListAnnouncements, reference §7.8): banners (B), marquee notices
 * (PL), popups (PU) and promotions (PR) of one group (m_home, m_reg, …) and platform. H is
 * accepted in `types` (the client asks for it) but has no group in the answer. Titles and contents
 * are stored in BN and EN and served in the request's language (lib/localised.ts).
 */

export interface AnnouncementQuery {
  /** Type letters, e.g. ['B', 'PL', 'PU']; unknown letters are ignored. */
  types: string[];
  /** '' = every group. */
  groupName: string;
  platform: 'M' | 'W';
  language: Language;
}

/** A row as the SQL names its columns: the items' field names, which tsc checks against the
 *  contract when the row becomes an item. */
interface Row {
  id: number;
  type: string;
  title: string;
  content: string;
  imageUrl: string;
  linkUrl: string;
  groupName: string;
  execution: PopupItem['execution'];
  promotionType: string;
}

const GROUP_OF_TYPE = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;

export function listAnnouncements(db: Db, merchant: string, query: AnnouncementQuery): Announcements {
  const result: Announcements = { banners: [], player: [], popup: [], promotion: [] };
  const types = query.types.filter((t): t is keyof typeof GROUP_OF_TYPE => t in GROUP_OF_TYPE);
  if (types.length === 0) return result;
  const at = new Date(now()).toISOString();
  const rows = db
    .prepare(
      `SELECT id, type, ${localisedColumn('title', query.language)}, ${localisedColumn('content', query.language)},
              image_url AS imageUrl, link_url AS linkUrl, group_name AS groupName,
              execution, promotion_type AS promotionType
       FROM announcements
       WHERE merchant = ? AND platform = ? AND (? = '' OR group_name = ?)
         AND type IN (${types.map(() => '?').join(', ')})
         AND (starts_at IS NULL OR starts_at <= ?) AND (ends_at IS NULL OR ends_at > ?)
       ORDER BY sort_order, id`,
    )
    .all(merchant, query.platform, query.groupName, query.groupName, ...types, at, at) as Row[];
  for (const { type, execution, promotionType, ...item } of rows) {
    if (type === 'PU') result.popup.push({ ...item, execution, promotionType });
    else if (type === 'B') result.banners.push({ ...item, url: item.imageUrl, linkageType: linkageOf(item.linkUrl) });
    else if (type === 'PR')
      result.promotion.push({ ...item, announcementImages: item.imageUrl ? [{ imageUrl: item.imageUrl, url: item.imageUrl }] : [] });
    else result.player.push(item);
  }
  return result;
}

/** A banner's link kind, from its link (the admin CLI allows an in-app route or an http(s) URL). */
const linkageOf = (linkUrl: string): LinkageType => (linkUrl === '' ? 'NONE' : isHttpUrl(linkUrl) ? 'EXTERNAL' : 'INTERNAL');

/*
 * Editing announcements (the admin CLI's `announcement` command). The rules below repeat the
 * table's CHECKs so that a caller can refuse bad input with a clear message before SQLite does.
 */

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export const GROUP_NAME_PATTERN = /^\S{1,32}$/;

/** Plain strings as a caller received them; announcementProblem says whether they fit. */
export interface NewAnnouncement {
  type: string;
  groupName: string;
  /** In Bengali, the merchant's language: with the group and type, the announcement's key. */
  title: string;
  content: string;
  /** The English texts; without them an English player reads the Bengali ones. */
  titleEn?: string;
  contentEn?: string;
  /** Required for PU, refused for every other type (the table's CHECK). */
  execution?: string;
  /** Origin-relative under the image CDN ('/cdn/banners/…'). */
  imageUrl?: string;
  /** An in-app route ('/m/activity') or an http(s) address. */
  linkUrl?: string;
}

export interface AnnouncementSummary {
  id: number;
  type: string;
  groupName: string;
  execution: string | null;
  title: string;
}

export class AnnouncementExistsError extends Error {
  constructor(
    readonly a: { type: string; groupName: string; title: string },
    readonly id: number,
  ) {
    super(`Announcement ${a.type} '${a.title}' already exists in group ${a.groupName} (id ${id}); remove it first`);
    this.name = 'AnnouncementExistsError';
  }
}

export const isAnnouncementType = (type: string): boolean => (ANNOUNCEMENT_TYPES as readonly string[]).includes(type);

/** A path on this origin: `//host` and `/\\host` name another host in a browser. */
const isOriginPath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !value.includes('\\');

/** Why `a` cannot be added, or undefined if it can (uniqueness is checked by addAnnouncement). */
export function announcementProblem(a: NewAnnouncement): string | undefined {
  if (!isAnnouncementType(a.type)) return `Invalid type '${a.type}' (one of ${ANNOUNCEMENT_TYPES.join(', ')})`;
  if (!GROUP_NAME_PATTERN.test(a.groupName)) return `Invalid group '${a.groupName}' (1 to 32 characters, no spaces)`;
  if (a.title.trim() === '') return 'The title must not be empty';
  if (a.type === 'PU') {
    if (a.execution === undefined) return `A popup (PU) needs an execution: ${POPUP_EXECUTIONS.join(', ')}`;
    if (!(POPUP_EXECUTIONS as readonly string[]).includes(a.execution)) {
      return `Invalid execution '${a.execution}' (one of ${POPUP_EXECUTIONS.join(', ')})`;
    }
  } else if (a.execution !== undefined) {
    return `Only a popup (PU) has an execution, not ${a.type}`;
  }
  if (a.imageUrl !== undefined && !(isOriginPath(a.imageUrl) && a.imageUrl.startsWith('/cdn/'))) {
    return `Invalid image '${a.imageUrl}' (a path under the image CDN, like /cdn/banners/home-1.webp)`;
  }
  if (a.linkUrl !== undefined && !isOriginPath(a.linkUrl) && !isHttpUrl(a.linkUrl)) {
    return `Invalid link '${a.linkUrl}' (an in-app route like /m/activity, or an http(s) URL)`;
  }
  return undefined;
}

/**
 * Adds an announcement for the mobile platform, after the group's existing ones, and returns
 * its id. Throws MerchantNotFoundError, AnnouncementExistsError, or a plain Error for input
 * announcementProblem refuses.
 */
export function addAnnouncement(db: Db, merchant: string, a: NewAnnouncement): number {
  const problem = announcementProblem(a);
  if (problem) throw new Error(problem);
  return db
    .transaction((): number => {
      requireMerchant(db, merchant);
      const existing = db
        .prepare('SELECT id FROM announcements WHERE merchant = ? AND group_name = ? AND type = ? AND title_bn = ?')
        .get(merchant, a.groupName, a.type, a.title) as { id: number } | undefined;
      if (existing) throw new AnnouncementExistsError(a, existing.id);
      const result = db
        .prepare(
          `INSERT INTO announcements (merchant, type, group_name, platform, title_bn, content_bn, title_en, content_en,
                                  image_url, link_url, execution, sort_order)
       VALUES (?, ?, ?, 'M', ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(sort_order), -1) + 1 FROM announcements
                                                   WHERE merchant = ? AND group_name = ?))`,
        )
        .run(
          merchant,
          a.type,
          a.groupName,
          a.title,
          a.content,
          a.titleEn ?? '',
          a.contentEn ?? '',
          a.imageUrl ?? '',
          a.linkUrl ?? '',
          a.execution ?? null,
          merchant,
          a.groupName,
        );
      return Number(result.lastInsertRowid);
    })
    .immediate();
}

/** Deletes the announcement with that natural key; false when there was none. */
export function removeAnnouncement(db: Db, merchant: string, groupName: string, type: string, title: string): boolean {
  return db
    .transaction((): boolean => {
      requireMerchant(db, merchant);
      return (
        db
          .prepare('DELETE FROM announcements WHERE merchant = ? AND group_name = ? AND type = ? AND title_bn = ?')
          .run(merchant, groupName, type, title).changes > 0
      );
    })
    .immediate();
}

/** Every announcement of the merchant (or of one group), active or not, in the order served. */
export function listAnnouncementSummaries(db: Db, merchant: string, groupName = ''): AnnouncementSummary[] {
  requireMerchant(db, merchant);
  return db
    .prepare(
      `SELECT id, type, group_name AS groupName, execution, title_bn AS title FROM announcements
       WHERE merchant = ? AND (? = '' OR group_name = ?)
       ORDER BY group_name, sort_order, id`,
    )
    .all(merchant, groupName, groupName) as AnnouncementSummary[];
}
