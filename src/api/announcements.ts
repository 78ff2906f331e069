// The home page's announcements (group m_home; specification §2 "Home screen", §7; platform
// reference §7.8): banners for the carousel, the notice ticker's lines (`player`) and the popup items.

import type { Announcements, PopupItem } from '../../contract/content';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { decodeBanners, decodeNotices, records, type Banner, type Notice } from './notice-items';
import { env } from '@/lib/env';
import { isRecord, str } from '@/lib/guards';

export type { Banner };

export type PopupExecution = PopupItem['execution'];

export interface Popup {
  id: string;
  title: string;
  /** Raw HTML from the server: sanitise before rendering (lib/sanitize-html). */
  content: string;
  /** A: members, B: guests, F: a member's first login. */
  execution: PopupExecution;
  promotionType: string;
}

export interface HomeAnnouncements {
  banners: Banner[];
  notices: Notice[];
  popups: Popup[];
}

const isExecution = (v: unknown): v is PopupExecution => v === 'A' || v === 'B' || v === 'F';

/** Checks and normalises the answer's `value`; bad items are dropped (an image-less banner, a popup
 *  for an unknown audience, an empty notice). */
export function decodeHomeAnnouncements(value: unknown): HomeAnnouncements {
  if (!isRecord<Announcements>(value)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return {
    banners: decodeBanners(value.banners),
    notices: decodeNotices(value.player),
    popups: records<PopupItem>(value.popup).flatMap((p) =>
      isExecution(p.execution)
        ? [{ id: str(p, 'id'), title: str(p, 'title'), content: str(p, 'content'), execution: p.execution, promotionType: str(p, 'promotionType') }]
        : [],
    ),
  };
}

/** Banners, notices and popups of the home page. The token goes along when signed in. The first
 *  call takes the answer the inline start-up script requested (src/early.ts), when there is one. */
export async function fetchHomeAnnouncements(signal?: AbortSignal): Promise<HomeAnnouncements> {
  const v = await request<unknown>({
    url: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    params: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: env.merchant },
    signal,
    early: 'home',
  });
  return decodeHomeAnnouncements(v);
}
