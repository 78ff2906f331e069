import { helpEntries } from '../../modules/help/help.ts';
import { queryEnum } from '../query.ts';
import type { Route } from '../router.ts';

/**
 * GET /wps/system/helpCenter?device=MOBILE&lang=BN (COMM3), no session. `lang` picks the language
 * (else the Language header); `device` is accepted and ignored: every device gets the same entries.
 * Help changes rarely, so answers may be reused for 5 minutes; the client always sends `lang`,
 * which keeps the two languages apart in any cache.
 */
export const helpRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/system/helpCenter',
    cacheControl: 'public, max-age=300',
    handler: ({ db, merchant, query, language }) => helpEntries(db, merchant.code, queryEnum(query, 'lang', ['BN', 'EN'] as const) ?? language),
  },
];
