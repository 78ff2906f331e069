// The items of the announcements call that several pages read: the player notices (`player`
// group), which the home page's ticker (api/announcements.ts) and /m/notice (api/notices.ts) show,
// and the banners, of home and of the register page (api/register.ts). Alone in this file, in the
// API client's chunk, so that /m/notice does not pull the home page's whole decoder into a chunk of
// its own, which home would then wait for.

import type { AnnouncementItem, BannerItem, PromotionItem } from '../../contract/content';
import { isRecord, str, type Fields } from '@/lib/guards';

export interface Banner {
  id: string;
  title: string;
  /** Origin-relative under the image CDN (`/cdn/...`), or an http(s) address. */
  imageUrl: string;
  /** An in-app path or an http(s) address, or ''. */
  linkUrl: string;
}

export interface Notice {
  id: string;
  title: string;
  content: string;
}

/** The records of a list of `T` items, their fields unchecked. */
export const records = <T = AnnouncementItem>(v: unknown): Fields<T>[] => (Array.isArray(v) ? v.filter(isRecord<T>) : []);

/** The notices of an answer's `player` group; an empty one is dropped. */
export const decodeNotices = (player: unknown): Notice[] =>
  records(player)
    .map((n) => ({ id: str(n, 'id'), title: str(n, 'title'), content: str(n, 'content') }))
    .filter((n) => n.title !== '' || n.content !== '');

/** The banners of an answer's `banners` group, each with its picture where any of the platform's
 *  clients looks for it (platform reference §7.8): `imageUrl`, the banners' `url` ([D]), the first of
 *  `announcementImages` ([G]); one without a picture is dropped. */
export const decodeBanners = (banners: unknown): Banner[] =>
  records<BannerItem & PromotionItem>(banners).flatMap((b) => {
    const [first = {}] = records<{ imageUrl?: unknown; url?: unknown }>(b.announcementImages);
    const imageUrl = str(b, 'imageUrl') || str(b, 'url') || str(first, 'imageUrl') || str(first, 'url');
    return imageUrl ? [{ id: str(b, 'id'), title: str(b, 'title'), imageUrl, linkUrl: str(b, 'linkUrl') }] : [];
  });
