import { getRsaPublicKey } from '../../modules/keys/rsa.ts';
import type { Route } from '../router.ts';

/** Session endpoints. Login, logout and friends arrive in later issues. */
export const sessionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/session/key/rsa',
    // The platform's clients append ?t=<ms> to defeat caches; say the same thing in a header.
    cacheControl: 'no-store',
    handler: ({ db }) => getRsaPublicKey(db),
  },
];
