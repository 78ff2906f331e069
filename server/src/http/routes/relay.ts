import { listAnnouncements } from '../../modules/announcements/announcements.ts';
import type { Route } from '../router.ts';

/**
 * Relay calls (`/wps/relay/<SERVICE>_<method>`, reference §1) for announcements; the games'
 * relay calls are in games.ts, the inbox's in inbox.ts.
 * `merchantCode` in the query is accepted and ignored: the Merchant header decides.
 */
export const relayRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    handler: ({ db, merchant, query }) => listAnnouncements(db, merchant.code, {
      types: (query.get('types') ?? '').split(',').map((t) => t.trim().toUpperCase()),
      groupName: query.get('groupName') ?? '',
      platform: query.get('platform')?.toUpperCase() === 'W' ? 'W' : 'M',
    }),
  },
];
