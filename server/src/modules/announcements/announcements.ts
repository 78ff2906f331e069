import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';

/**
 * Announcements (relay MCSFE_getListAnnouncements, reference §7.8): banners (B), marquee notices
 * (PL), popups (PU) and promotions (PR) of one group (m_home, m_reg, …) and platform. H is
 * accepted in `types` (the client asks for it) but has no group in the answer.
 */

export interface AnnouncementItem {
  id: number;
  title: string;
  content: string;
  /** Origin-relative under the image CDN ('/cdn/banners/…'), or ''. */
  imageUrl: string;
  /** An in-app route or an http(s) address, or ''. */
  linkUrl: string;
  groupName: string;
}

export interface PopupItem extends AnnouncementItem {
  /** A logged-in players, B guests, F first login only. */
  execution: 'A' | 'B' | 'F';
  promotionType: string;
}

export interface Announcements {
  banners: AnnouncementItem[];
  player: AnnouncementItem[];
  popup: PopupItem[];
  promotion: AnnouncementItem[];
}

export interface AnnouncementQuery {
  /** Type letters, e.g. ['B', 'PL', 'PU']; unknown letters are ignored. */
  types: string[];
  /** '' = every group. */
  groupName: string;
  platform: 'M' | 'W';
}

interface Row extends PopupItem {
  type: string;
}

const GROUP_OF_TYPE = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;

export function listAnnouncements(db: Db, merchant: string, query: AnnouncementQuery): Announcements {
  const result: Announcements = { banners: [], player: [], popup: [], promotion: [] };
  const types = query.types.filter((t): t is keyof typeof GROUP_OF_TYPE => t in GROUP_OF_TYPE);
  if (types.length === 0) return result;
  const at = new Date(now()).toISOString();
  const rows = db
    .prepare(
      `SELECT id, type, title, content, image_url AS imageUrl, link_url AS linkUrl, group_name AS groupName,
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
    else result[GROUP_OF_TYPE[type as Exclude<keyof typeof GROUP_OF_TYPE, 'PU'>]].push(item);
  }
  return result;
}
