// The player notices of /m/notice: the `player` group of the home announcements call (types=PL, as
// the home ticker reads them; specification §7 "Home announcements", docs/member-area.md).

import { decodeHomeAnnouncements, type Notice } from './announcements';
import { request } from './client';
import { env } from '@/lib/env';

/** The notices in the request's language; the token goes along when signed in. */
export async function fetchNotices(signal?: AbortSignal): Promise<Notice[]> {
  const v = await request<unknown>({
    url: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    params: { types: 'PL', groupName: 'm_home', platform: 'M', merchantCode: env.merchant },
    signal,
  });
  return decodeHomeAnnouncements(v).notices;
}
