// The player notices of the announcements call (`player` group): the home page's ticker reads them
// (api/announcements.ts) and so does /m/notice (api/notices.ts). Alone in this file, in the API
// client's chunk, so that /m/notice does not pull the home page's whole decoder into a chunk of its
// own, which home would then wait for.

import type { AnnouncementItem } from '../../contract/content';
import { isRecord, str, type Fields } from '@/lib/guards';

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
