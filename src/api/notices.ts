// The player notices of /m/notice: the `player` group of the home announcements call (types=PL, as
// the home ticker reads them; specification §7 "Home announcements", docs/member-area.md).

import type { Announcements } from '../../contract/content';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { decodeNotices, type Notice } from './notice-items';
import { env } from '@/lib/env';
import { isRecord } from '@/lib/guards';

/** The notices in the request's language; the token goes along when signed in. */
export async function fetchNotices(signal?: AbortSignal): Promise<Notice[]> {
  const v = await request<unknown>({
    url: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    params: { types: 'PL', groupName: 'm_home', platform: 'M', merchantCode: env.merchant },
    signal,
  });
  if (!isRecord<Announcements>(v)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return decodeNotices(v.player);
}
