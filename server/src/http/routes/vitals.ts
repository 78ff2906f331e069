import { limitBeacons, readBeacon, saveBeacon } from '../../modules/vitals/beacons.ts';
import type { Route } from '../router.ts';

/** POST /wps/vitals: a sampled page load's field data (docs/field-data.md). The client sends the
 *  JSON as text/plain or application/json; either is parsed as JSON. 2 kB is ten times a beacon. */
export const vitalsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wps/vitals',
    bodyLimit: 2048,
    noContent: true,
    handler: ({ db, guards, merchant, ip, body }) => {
      limitBeacons(guards, ip);
      saveBeacon(db, merchant.code, readBeacon(body));
    },
  },
];
